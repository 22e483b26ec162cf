import { useTranslation } from 'react-i18next';
import { Alert } from '../components/alert/alert.tsx';
import { Button } from '../components/button/button.tsx';

export interface DatabaseUnavailableProps {
  /** Asks the server again. */
  onRetry: () => unknown;
}

/** The calm notice while the server answers DATABASE_UNAVAILABLE: the data is safe, try again soon. */
export function DatabaseUnavailable({ onRetry }: DatabaseUnavailableProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <Alert variant="warning" title={t('errors.databaseTitle')}>
        {t('errors.databaseBody')}
      </Alert>
      <Button variant="outline" size="sm" onPress={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
