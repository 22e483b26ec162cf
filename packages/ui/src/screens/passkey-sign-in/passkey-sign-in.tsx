import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { PasskeySupportNotice } from './passkey-support-notice.tsx';

// @simplewebauthn/browser comes with this chunk only, after the sign-in page has rendered.
const loadWebauthn = () => import('@verba/api-client/webauthn');

export interface PasskeySignInProps {
  /** Called once the passkey was accepted and the session cookie set. */
  onSignedIn: () => Promise<void>;
}

/** "Sign in with a passkey", or the reason it cannot be offered; the password form stays either way. */
export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const { t } = useTranslation();
  const [supported, setSupported] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void loadWebauthn().then((webauthn) => {
      if (live) setSupported(webauthn.webauthnSupported());
    });
    return () => {
      live = false;
    };
  }, []);

  const signIn = useAction(async () => {
    const webauthn = await loadWebauthn();
    const result = await webauthn.signInWithPasskey();
    if (result.ok) await onSignedIn();
    return result;
  });

  if (supported === false) return <PasskeySupportNotice />;

  return (
    <Button variant="outline" isPending={signIn.isPending} onPress={() => void signIn.run()}>
      {t('passkeys.signIn')}
    </Button>
  );
}
