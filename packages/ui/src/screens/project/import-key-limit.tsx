import type { KeyLimit } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';

/** Whether applying would pass the owner's key limit (the server refuses such an apply whole). */
export const passesKeyLimit = (keyLimit: KeyLimit | undefined) =>
  keyLimit !== undefined && keyLimit.limit !== null && keyLimit.owned + keyLimit.adding > keyLimit.limit;

/** What Apply does to the plan: the keys it adds against the plan's limit, with an upgrade link. */
export function ImportKeyLimit({ keyLimit }: { keyLimit: KeyLimit | undefined }) {
  const { t, i18n } = useTranslation();
  // Unlimited, or a preview stored before the limit was said: nothing to weigh.
  if (!keyLimit || keyLimit.limit === null) return null;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const values = {
    adding: number(keyLimit.adding),
    owned: number(keyLimit.owned),
    limit: number(keyLimit.limit),
  };
  const over = passesKeyLimit(keyLimit);
  return (
    <p id="import-key-limit" className={over ? 'text-error text-sm' : 'text-sm'}>
      {t(over ? 'projects.transfer.keyLimitOver' : 'projects.transfer.keyLimit', values)}{' '}
      <Link href="/settings/subscription">{t('projects.transfer.upgrade')}</Link>
    </p>
  );
}
