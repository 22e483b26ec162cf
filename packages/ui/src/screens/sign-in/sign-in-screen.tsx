import { login, rules, useAuth } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormPasswordField, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Link } from '../../components/link/link.tsx';
import { AuthPage, PageHeading, releaseFocus } from '../account-shared/account-page.tsx';
import { PasskeySignIn } from '../passkey-sign-in/passkey-sign-in.tsx';
import { TwoFactorCodeStep } from '../two-factor-sign-in/two-factor-code-step.tsx';

export interface SignInScreenProps {
  /**
   * Called once the session exists and the auth state is re-read. The app leaves it out: its
   * signed-out pages' guard leads on as soon as the auth state says signed in.
   */
  onSignedIn?: () => void;
}

/** Sign-in with e-mail and password; an account with 2FA continues with a code step. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const { t } = useTranslation();
  const { refresh, sessionEnded } = useAuth();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useZodForm(rules.signInRules, { email: '', password: '' });

  const finish = async () => {
    await refresh();
    onSignedIn?.();
  };

  const { onSubmit, isPending } = useFormSubmit(form, async (values) => {
    const result = await login(values);
    if (result.ok && result.data.status === 'ok') await finish();
    else if (result.ok) {
      releaseFocus();
      setStep('code');
    }
    return result;
  });

  if (step === 'code') {
    return (
      <TwoFactorCodeStep
        onSignedIn={finish}
        onBack={() => {
          form.setValue('password', '');
          setStep('password');
        }}
      />
    );
  }

  return (
    <AuthPage>
      <PageHeading>{t('signIn.heading')}</PageHeading>
      {sessionEnded && <Alert variant="info">{t('sessions.ended')}</Alert>}
      <Form onSubmit={onSubmit} aria-label={t('signIn.heading')}>
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="username"
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
        />
        <Link href="/sign-in/forgot-password" className="self-start text-sm">
          {t('signIn.forgot')}
        </Link>
        <Button type="submit" isPending={isPending}>
          {t('signIn.submit')}
        </Button>
      </Form>
      <div className="divider my-0">{t('passkeys.or')}</div>
      <PasskeySignIn onSignedIn={finish} />
      <p>
        {t('signIn.noAccount')} <Link href="/sign-up">{t('signIn.signUp')}</Link>
      </p>
    </AuthPage>
  );
}
