import type { Passkey } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';

export interface PasskeyListProps {
  passkeys: Passkey[];
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** Each passkey with its name, when it was made and last used, and its actions. */
export function PasskeyList({ passkeys, onRename, onRemove }: PasskeyListProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string) => format.format(new Date(iso));

  return (
    <ul className="flex flex-col divide-y divide-base-300">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col">
            <span className="break-words font-semibold">{passkey.name}</span>
            <span className="text-base-content/80 text-sm">
              {t('passkeys.created', { date: date(passkey.createdAt) })}
            </span>
            <span className="text-base-content/80 text-sm">
              {passkey.lastUsedAt
                ? t('passkeys.lastUsed', { date: date(passkey.lastUsedAt) })
                : t('passkeys.neverUsed')}
            </span>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={t('passkeys.renameLabel', { name: passkey.name })}
              onPress={() => onRename(passkey)}
            >
              {t('passkeys.rename')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('passkeys.removeLabel', { name: passkey.name })}
              onPress={() => onRemove(passkey)}
            >
              {t('passkeys.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
