import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';

// product-spec.md's message, to the letter in every language; the hint below it is translated.
const UNSUPPORTED = 'WebAuthn is not supported in this browser';

/** Shown in place of the passkey actions when the browser has no WebAuthn. */
export function PasskeySupportNotice() {
  const { t } = useTranslation();
  return (
    <Alert variant="info" title={UNSUPPORTED}>
      {t('passkeys.unsupportedHint')}
    </Alert>
  );
}
