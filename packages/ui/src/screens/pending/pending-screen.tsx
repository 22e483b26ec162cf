import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner/spinner.tsx';

/**
 * Shown while the auth state is unknown. The spinner fades in after a moment, so a fast answer
 * shows nothing at all; the status text is announced either way.
 */
export function PendingScreen() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-1 items-center justify-center py-24 opacity-0 motion-safe:animate-[pending-appear_200ms_ease-in_400ms_forwards] motion-reduce:opacity-100"
      aria-busy="true"
      data-page-pending
    >
      <Spinner label={t('pending.loading')} size="lg" />
    </div>
  );
}
