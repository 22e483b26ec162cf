import type { SessionInfo } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';

export interface SessionListProps {
  sessions: SessionInfo[];
  onSignOut: (session: SessionInfo) => void;
}

/** "Firefox on Linux", with stand-ins for what the user agent did not say. */
export function useDeviceName() {
  const { t } = useTranslation();
  return ({ device }: SessionInfo) =>
    t('sessions.device', {
      browser: device.browser ?? t('sessions.unknownBrowser'),
      os: device.os ?? t('sessions.unknownOs'),
    });
}

/** Each session with its device, dates and address; the others with a sign-out button. */
export function SessionList({ sessions, onSignOut }: SessionListProps) {
  const { t, i18n } = useTranslation();
  const deviceName = useDeviceName();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string) => format.format(new Date(iso));

  return (
    <ul aria-label={t('sessions.listLabel')} className="flex flex-col divide-y divide-base-300">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 flex-col">
            <span className="break-words font-semibold">
              {deviceName(session)}
              {session.current && <span className="badge badge-primary ms-2">{t('sessions.current')}</span>}
            </span>
            <span className="text-base-content/80 text-sm">
              {t('sessions.lastActive', { date: date(session.lastActiveAt) })}
            </span>
            <span className="text-base-content/80 text-sm">
              {t('sessions.signedIn', { date: date(session.createdAt) })}
            </span>
            {session.address && (
              <span className="text-base-content/80 text-sm">
                {t('sessions.address', { address: session.address })}
              </span>
            )}
          </div>
          {!session.current && (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('sessions.signOutLabel', { device: deviceName(session) })}
              onPress={() => onSignOut(session)}
            >
              {t('sessions.signOut')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
