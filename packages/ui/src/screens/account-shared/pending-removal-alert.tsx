import type { PendingRemoval } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';

export interface PendingRemovalAlertProps {
  removal: PendingRemoval | null;
}

/**
 * What "This wasn't me" will remove and when, and how the owner keeps it: a mail link alone never
 * removes a factor at once, so whoever reads the mailbox cannot sign in without the second one.
 */
export function PendingRemovalAlert({ removal }: PendingRemovalAlertProps) {
  const { t, i18n } = useTranslation();
  if (!removal) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(removal.dueAt),
  );
  const count = removal.passkeys;
  const what = removal.twoFactor
    ? count > 0
      ? t('pendingRemoval.both', { count })
      : t('pendingRemoval.twoFactor')
    : t('pendingRemoval.passkeys', { count });
  return (
    <Alert variant="warning" title={t('pendingRemoval.title')}>
      <p>{t('pendingRemoval.body', { date, what })}</p>
      <p>{t('pendingRemoval.keep')}</p>
    </Alert>
  );
}
