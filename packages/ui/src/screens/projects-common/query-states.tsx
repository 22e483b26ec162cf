import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../components/link/link.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16" aria-busy="true">
      <Spinner label={t('projects.common.loading')} size="lg" />
    </div>
  );
}

export interface LoadFailedProps {
  onRetry: () => void;
}

export function LoadFailed({ onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-soft alert-error flex flex-wrap justify-between">
      <p>{t('projects.common.loadFailed')}</p>
      <Button variant="outline" size="sm" onPress={onRetry}>
        {t('projects.common.retry')}
      </Button>
    </div>
  );
}

export interface ResourceNotFoundProps {
  kind: 'project' | 'group';
}

/** A missing id and another account's id look the same here, as they do on the server. */
export function ResourceNotFound({ kind }: ResourceNotFoundProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-4 py-8" aria-labelledby="resource-not-found-title">
      <h1 id="resource-not-found-title" className="font-bold text-3xl">
        {t(`projects.notFound.${kind}`)}
      </h1>
      <p className="text-base-content/80">{t('projects.notFound.body')}</p>
      <Link variant="primary" href="/dashboard">
        {t('projects.common.backToDashboard')}
      </Link>
    </section>
  );
}
