import {
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorSetup,
  useAuth,
} from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { releaseFocus, SettingsPage } from '../account-shared/account-page.tsx';
import { PendingRemovalAlert } from '../account-shared/pending-removal-alert.tsx';
import { CodeForm } from './code-form.tsx';
import { DisableForm } from './disable-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { SetupPanel } from './setup-panel.tsx';

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; reason: 'enabled' | 'regenerated' };

// Below this many codes left the page suggests a new set.
const lowCodes = 3;

/** /settings/2fa: the status, turning 2FA on (QR, key, first code, recovery codes), new codes, turning it off. */
export function TwoFactorSettingsScreen() {
  const { t } = useTranslation();
  const { state, refresh } = useAuth();
  const [view, setView] = useState<View>({ kind: 'status' });
  const start = useAction(
    async () => {
      const result = await startTwoFactorSetup();
      if (result.ok) {
        releaseFocus();
        setView({ kind: 'setup', setup: result.data });
      }
      return result;
    },
    { fallback: t('errors.fallback.startSetup') },
  );
  const title = t('titles.settings2fa');

  if (state.status !== 'signedIn') {
    return (
      <SettingsPage title={title}>
        <Spinner label={title} />
      </SettingsPage>
    );
  }
  const { twoFactorEnabled, recoveryCodesLeft } = state.user;

  const showStatus = async () => {
    releaseFocus();
    setView({ kind: 'status' });
    await refresh();
  };

  if (view.kind === 'setup') {
    return (
      <SettingsPage title={title}>
        <SetupPanel
          setup={view.setup}
          onEnabled={(codes) => {
            releaseFocus();
            setView({ kind: 'codes', codes, reason: 'enabled' });
          }}
          onCancel={() => setView({ kind: 'status' })}
        />
      </SettingsPage>
    );
  }

  if (view.kind === 'codes') {
    return (
      <SettingsPage title={title}>
        <RecoveryCodesPanel codes={view.codes} reason={view.reason} onDone={() => void showStatus()} />
      </SettingsPage>
    );
  }

  if (!twoFactorEnabled) {
    return (
      <SettingsPage title={title}>
        <Alert variant="warning" title={t('twoFactor.settings.offTitle')}>
          {t('twoFactor.settings.offBody')}
        </Alert>
        <Button className="self-start" isPending={start.isPending} onPress={() => void start.run()}>
          {t('twoFactor.settings.enable')}
        </Button>
      </SettingsPage>
    );
  }

  return (
    <SettingsPage title={title}>
      <PendingRemovalAlert removal={state.user.pendingRemoval} />
      <Alert variant="success" title={t('twoFactor.settings.onTitle')}>
        <p>{t('twoFactor.settings.onBody')}</p>
        <p>{t('twoFactor.settings.codesLeft', { count: recoveryCodesLeft })}</p>
      </Alert>
      {recoveryCodesLeft <= lowCodes && <Alert variant="warning">{t('twoFactor.settings.codesLow')}</Alert>}
      <Card title={t('twoFactor.regenerate.heading')} id="recovery-codes-regenerate">
        <p className="text-base-content/80">{t('twoFactor.regenerate.intro')}</p>
        <CodeForm
          label={t('twoFactor.regenerate.heading')}
          submitLabel={t('twoFactor.regenerate.submit')}
          onCode={async (code) => {
            const result = await regenerateRecoveryCodes(code);
            if (result.ok) {
              releaseFocus();
              setView({ kind: 'codes', codes: result.data, reason: 'regenerated' });
            }
            return result;
          }}
        />
      </Card>
      <DisableForm
        onDisabled={async () => {
          notify.success(t('twoFactor.disable.done'));
          await refresh();
        }}
      />
    </SettingsPage>
  );
}
