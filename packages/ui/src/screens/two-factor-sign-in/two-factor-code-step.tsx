import { loginWithCode, loginWithRecoveryCode, rules } from '@verba/api-client';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormCodeField, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
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
  const schema = useMemo(() => rules.secondFactorRules(method), [method]);
  const form = useZodForm(schema, { code: '', recoveryCode: '' });
  // Once signed in, an Enter right after the auto-submit must not send the spent code again.
  const signedIn = useRef(false);

  const { onSubmit, isPending } = useFormSubmit(form, async ({ code, recoveryCode }) => {
    if (signedIn.current) return;
    const result = method === 'code' ? await loginWithCode(code) : await loginWithRecoveryCode(recoveryCode);
    if (result.ok) {
      signedIn.current = true;
      await onSignedIn();
    } else if (method === 'code') {
      form.resetField('code');
      form.setFocus('code');
    }
    return result;
  });

  const switchTo = (next: Method) => {
    form.clearErrors();
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
          <FormCodeField
            control={form.control}
            name="code"
            label={t('fields.code')}
            description={t('twoFactor.codeField.description')}
            onComplete={() => void onSubmit()}
          />
        ) : (
          <FormTextField
            control={form.control}
            name="recoveryCode"
            label={t('twoFactor.recoveryField.label')}
            description={t('twoFactor.recoveryField.description')}
            autoComplete="off"
            spellCheck="false"
            autoFocus
          />
        )}
        <Button type="submit" isPending={isPending || signedIn.current}>
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
