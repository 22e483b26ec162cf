import { loginWithCode, loginWithRecoveryCode } from '@verba/api-client';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { CODE_LENGTH, CodeField } from '../../components/code-field/code-field.tsx';
import { Form } from '../../components/form/form.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { AuthPage, PageHeading } from '../account-shared/account-page.tsx';

export interface TwoFactorCodeStepProps {
  /** The session exists: re-read the auth state and go on. */
  onSignedIn: () => Promise<void> | void;
  /** Back to e-mail and password, e.g. after the 5 minutes of the pending sign-in ran out. */
  onBack: () => void;
}

type Method = 'code' | 'recovery';

/**
 * The second step of a sign-in with 2FA: a 6-digit code that sends itself when complete, or a
 * recovery code. A wrong code shows the server's message as a toast and empties the field.
 */
export function TwoFactorCodeStep({ onSignedIn, onBack }: TwoFactorCodeStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string>();
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const codeInput = useRef<HTMLInputElement>(null);

  const verify = async (value: string, as: Method) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    const result = as === 'code' ? await loginWithCode(value) : await loginWithRecoveryCode(value);
    if (result?.status === 'ok') {
      // Stays locked: an Enter after the auto-submit must not send the spent code again.
      await onSignedIn();
      return;
    }
    running.current = false;
    setPending(false);
    if (as === 'code') {
      setCode('');
      codeInput.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === 'code') {
      if (code.length !== CODE_LENGTH) setError(t('validation.codeFormat'));
      else void verify(code, 'code');
    } else if (recoveryCode.trim()) {
      void verify(recoveryCode.trim(), 'recovery');
    } else {
      setError(t('validation.required'));
    }
  };

  const switchTo = (next: Method) => {
    setError(undefined);
    setMethod(next);
  };

  return (
    <AuthPage>
      <PageHeading autoFocus>{t('signIn.codeHeading')}</PageHeading>
      <p className="text-base-content/80">
        {method === 'code' ? t('signIn.codeIntro') : t('twoFactor.signIn.recoveryIntro')}
      </p>
      <Form onSubmit={onSubmit} aria-label={t('signIn.codeHeading')}>
        {method === 'code' ? (
          <CodeField
            label={t('fields.code')}
            description={t('twoFactor.codeField.description')}
            value={code}
            inputRef={codeInput}
            errorMessage={error}
            onChange={(next) => {
              setCode(next);
              setError(undefined);
            }}
            onComplete={(complete) => void verify(complete, 'code')}
          />
        ) : (
          <TextField
            name="recoveryCode"
            label={t('twoFactor.recoveryField.label')}
            description={t('twoFactor.recoveryField.description')}
            autoComplete="off"
            spellCheck="false"
            autoFocus
            value={recoveryCode}
            isInvalid={Boolean(error)}
            errorMessage={error}
            onChange={(next) => {
              setRecoveryCode(next);
              setError(undefined);
            }}
          />
        )}
        <Button type="submit" isPending={isPending}>
          {t('signIn.codeSubmit')}
        </Button>
      </Form>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" onPress={() => switchTo(method === 'code' ? 'recovery' : 'code')}>
          {method === 'code' ? t('twoFactor.signIn.useRecovery') : t('twoFactor.signIn.useCode')}
        </Button>
        <Button variant="ghost" onPress={onBack}>
          {t('signIn.back')}
        </Button>
      </div>
    </AuthPage>
  );
}
