import { confirmTwoFactorSetup, type TwoFactorSetup } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { useFocusOnMount } from '../account-shared/account-page.tsx';
import { CodeForm } from './code-form.tsx';

export interface SetupPanelProps {
  setup: TwoFactorSetup;
  /** 2FA is on: these are the recovery codes to show. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Groups of four, as authenticator apps show keys, so the key is easy to type. */
function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Step 1 scan (or type the key), step 2 confirm with the first code. */
export function SetupPanel({ setup, onEnabled, onCancel }: SetupPanelProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Card title={t('twoFactor.setup.heading')} headingRef={headingRef} id="two-factor-setup">
      <p>{t('twoFactor.setup.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('twoFactor.setup.qrAlt')}
        width={192}
        height={192}
        className="rounded-box border border-base-300 bg-white p-2"
      />
      <p className="text-base-content/80">{t('twoFactor.setup.manual')}</p>
      <p>
        <span className="sr-only">{t('twoFactor.setup.secretLabel')}: </span>
        <code className="font-mono text-lg tracking-wider">{groupKey(setup.secret)}</code>
      </p>
      <p>{t('twoFactor.setup.enterCode')}</p>
      <CodeForm
        label={t('twoFactor.setup.heading')}
        submitLabel={t('twoFactor.setup.submit')}
        onCode={async (code) => {
          const result = await confirmTwoFactorSetup(code);
          if (result.ok) onEnabled(result.data);
          return result;
        }}
      />
      <Button variant="ghost" className="self-start" onPress={onCancel}>
        {t('twoFactor.setup.cancel')}
      </Button>
    </Card>
  );
}
