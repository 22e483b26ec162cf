import { endOtherSessions, endSession, type SessionInfo } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { QueryView } from '../../layout/query-view.tsx';
import { SettingsPage } from '../account-shared/account-page.tsx';
import { SessionList, useDeviceName } from './session-list.tsx';
import { useSessions } from './use-sessions.ts';

type Ending = { kind: 'one'; session: SessionInfo } | { kind: 'others' };

/** /settings/sessions: the browsers signed in to the account; sign out one, or all the others. */
export function SessionsScreen() {
  const { t } = useTranslation();
  const query = useSessions();
  const deviceName = useDeviceName();
  const [ending, setEnding] = useState<Ending | null>(null);

  const end = useAction(async () => {
    if (!ending) return;
    const result = ending.kind === 'one' ? await endSession(ending.session.id) : await endOtherSessions();
    if (!result.ok) return result;
    notify.success(t(ending.kind === 'one' ? 'sessions.signedOut' : 'sessions.signedOutOthers'));
    setEnding(null);
    await query.refetch();
    return result;
  });

  return (
    <SettingsPage title={t('titles.settingsSessions')}>
      <p className="text-base-content/80">{t('sessions.intro')}</p>
      <QueryView query={query}>
        {({ sessions }) => (
          <Card title={t('sessions.listLabel')}>
            <SessionList sessions={sessions} onSignOut={(session) => setEnding({ kind: 'one', session })} />
            {sessions.some((session) => !session.current) ? (
              <Button variant="danger" className="self-start" onPress={() => setEnding({ kind: 'others' })}>
                {t('sessions.signOutOthers')}
              </Button>
            ) : (
              <p>{t('sessions.onlyThis')}</p>
            )}
          </Card>
        )}
      </QueryView>
      <p className="text-base-content/80 text-sm">{t('sessions.expiry')}</p>
      <ConfirmDialog
        isOpen={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        variant="destructive"
        title={
          ending?.kind === 'one'
            ? t('sessions.signOutTitle', { device: deviceName(ending.session) })
            : t('sessions.signOutOthersTitle')
        }
        confirmLabel={ending?.kind === 'one' ? t('sessions.signOut') : t('sessions.signOutOthers')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void end.run()}
        isPending={end.isPending}
      >
        {ending?.kind === 'one' ? t('sessions.signOutBody') : t('sessions.signOutOthersBody')}
      </ConfirmDialog>
    </SettingsPage>
  );
}
