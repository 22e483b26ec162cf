import { type Passkey, useAuth } from '@verba/api-client';
import { removePasskeys, webauthnSupported } from '@verba/api-client/webauthn';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { SettingsPage } from '../account-shared/account-page.tsx';
import { PendingRemovalAlert } from '../account-shared/pending-removal-alert.tsx';
import { PasskeySupportNotice } from '../passkey-sign-in/passkey-support-notice.tsx';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { RenamePasskeyDialog } from './rename-passkey-dialog.tsx';

type Removal = { kind: 'one'; passkey: Passkey } | { kind: 'all' };

/** /settings/passkeys: the account's passkeys, adding one, renaming and removing them. */
export function PasskeySettingsScreen() {
  const { t } = useTranslation();
  const { state, refresh } = useAuth();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [focusList, setFocusList] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const supported = webauthnSupported();

  // The pressed button is gone with its passkey; once the dialog has closed, the list's heading
  // takes focus instead, so keyboard users keep their place.
  useEffect(() => {
    if (!focusList || removal) return;
    listHeading.current?.focus();
    setFocusList(false);
  }, [focusList, removal]);

  const remove = useAction(
    async () => {
      if (!removal) return;
      const result = await removePasskeys(removal.kind === 'one' ? removal.passkey.id : undefined);
      if (!result.ok) return result;
      await refresh();
      notify.success(t(removal.kind === 'one' ? 'passkeys.removed' : 'passkeys.removedAll'));
      setRemoval(null);
      setFocusList(true);
      return result;
    },
    { fallback: t('errors.fallback.deletePasskeys') },
  );

  if (state.status !== 'signedIn') {
    return (
      <SettingsPage title={t('titles.settingsPasskeys')}>
        <Spinner label={t('pending.loading')} />
      </SettingsPage>
    );
  }
  const { passkeys } = state.user;

  return (
    <SettingsPage title={t('titles.settingsPasskeys')}>
      <p className="text-base-content/80">{t('passkeys.intro')}</p>
      <PendingRemovalAlert removal={state.user.pendingRemoval} />
      <Card id="passkeys-list" title={t('passkeys.listHeading')} headingRef={listHeading}>
        {passkeys.length === 0 ? (
          <p>{t('passkeys.empty')}</p>
        ) : (
          <>
            <PasskeyList
              passkeys={passkeys}
              onRename={setRenaming}
              onRemove={(passkey) => setRemoval({ kind: 'one', passkey })}
            />
            <Button variant="ghost" className="self-start" onPress={() => setRemoval({ kind: 'all' })}>
              {t('passkeys.removeAll')}
            </Button>
          </>
        )}
      </Card>
      <Card id="passkeys-add" title={t('passkeys.addHeading')}>
        {supported ? <AddPasskeyForm onAdded={refresh} /> : <PasskeySupportNotice />}
      </Card>
      {renaming && (
        <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} onRenamed={refresh} />
      )}
      <ConfirmDialog
        isOpen={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={
          removal?.kind === 'one'
            ? t('passkeys.removeTitle', { name: removal.passkey.name })
            : t('passkeys.removeAllTitle')
        }
        confirmLabel={t(removal?.kind === 'all' ? 'passkeys.removeAllConfirm' : 'passkeys.removeConfirm')}
        cancelLabel={t('passkeys.cancel')}
        onConfirm={() => void remove.run()}
        isPending={remove.isPending}
        variant="destructive"
      >
        {t(removal?.kind === 'all' ? 'passkeys.removeAllBody' : 'passkeys.removeBody')}
      </ConfirmDialog>
    </SettingsPage>
  );
}
