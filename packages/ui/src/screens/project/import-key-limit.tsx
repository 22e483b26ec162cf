import type { KeyLimit } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link/link.tsx';

/** Whether applying would pass the owner's key limit (the server refuses such an apply whole). */
export const passesKeyLimit = (keyLimit: KeyLimit | undefined) =>
  keyLimit !== undefined && keyLimit.limit !== null && keyLimit.owned + keyLimit.adding > keyLimit.limit;

export interface ImportKeyLimitProps {
  keyLimit: KeyLimit | undefined;
  /** Skipped files may bring fewer keys: the count is at most the preview's, and Apply checks it. */
  upToCount?: boolean;
}

/** What Apply does to the plan: the keys it adds against the plan's limit, with an upgrade link. */
export function ImportKeyLimit({ keyLimit, upToCount = false }: ImportKeyLimitProps) {
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
  const text = upToCount
    ? t('projects.transfer.keyLimitUpTo', values)
    : t(over ? 'projects.transfer.keyLimitOver' : 'projects.transfer.keyLimit', values);
  return (
    <p id="import-key-limit" className={over && !upToCount ? 'text-error text-sm' : 'text-sm'}>
      {text} <Link href="/settings/subscription">{t('projects.transfer.upgrade')}</Link>
    </p>
  );
}
