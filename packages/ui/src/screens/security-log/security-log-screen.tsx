import { fetchSecurityLog, type SecurityEvent } from '@verba/api-client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { useApiQuery } from '../../layout/use-api-query.ts';
import { SettingsPage } from '../account-shared/account-page.tsx';
import { downloadFile } from '../account-shared/download-file.ts';
import { toCsv } from './csv.ts';

const eventText = (t: TFunction, event: SecurityEvent) => {
  const kind = t(`securityLog.kinds.${event.kind}` as 'securityLog.kinds.sign-in', {
    defaultValue: event.kind,
  });
  return event.method
    ? `${kind} (${t(`securityLog.methods.${event.method}` as 'securityLog.methods.password', { defaultValue: event.method })})`
    : kind;
};

/** /settings/security-log: 90 days of sign-ins and changes, newest first, downloadable as CSV. */
export function SecurityLogScreen() {
  const { t, i18n } = useTranslation();
  const query = useApiQuery(fetchSecurityLog);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const device = (event: SecurityEvent) =>
    t('sessions.device', {
      browser: event.device.browser ?? t('sessions.unknownBrowser'),
      os: event.device.os ?? t('sessions.unknownOs'),
    });

  const download = (events: SecurityEvent[]) => {
    const header = [
      t('securityLog.csv.time'),
      t('securityLog.csv.event'),
      t('securityLog.csv.browser'),
      t('securityLog.csv.address'),
    ];
    const rows = events.map((event) => [event.at, eventText(t, event), device(event), event.address ?? '']);
    downloadFile('verba-security-log.csv', 'text/csv;charset=utf-8', toCsv([header, ...rows]));
  };

  return (
    <SettingsPage title={t('titles.settingsSecurityLog')}>
      <p className="text-base-content/80">{t('securityLog.intro')}</p>
      <QueryView query={query}>
        {({ events }) => (
          <Card title={t('securityLog.listLabel')}>
            {events.length === 0 ? (
              <p>{t('securityLog.empty')}</p>
            ) : (
              <>
                <Button variant="outline" className="self-start" onPress={() => download(events)}>
                  {t('securityLog.download')}
                </Button>
                <ul
                  aria-label={t('securityLog.listLabel')}
                  className="flex flex-col divide-y divide-base-300"
                >
                  {events.map((event) => (
                    <li key={event.id} className="flex flex-col py-2">
                      <span className="font-semibold">{eventText(t, event)}</span>
                      <span className="text-base-content/80 text-sm">
                        <time dateTime={event.at}>{format.format(new Date(event.at))}</time>
                        {' · '}
                        {device(event)}
                        {event.address && ` · ${event.address}`}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        )}
      </QueryView>
    </SettingsPage>
  );
}
