import { resetPassword, rules } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormPasswordField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Link } from '../../components/link/link.tsx';
import { AuthPage, PageHeading, releaseFocus } from '../account-shared/account-page.tsx';
import { ResetPasskeys } from './reset-passkeys.tsx';

export interface ResetPasswordScreenProps {
  /** The `token` of the mailed reset link. */
  token: string | null | undefined;
}

/** The new-password form a reset mail opens; success leads to sign-in. */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useZodForm(rules.resetPasswordRules, { newPassword: '', removePasskeys: false });
  const { onSubmit, isPending } = useFormSubmit(form, async ({ newPassword, removePasskeys }) => {
    if (!token) return;
    const result = await resetPassword(token, newPassword, removePasskeys);
    if (result.ok) {
      releaseFocus();
      setDone(true);
    }
    return result;
  });

  if (!token) {
    return (
      <AuthPage>
        <PageHeading>{t('account.missingTokenHeading')}</PageHeading>
        <Alert variant="error">{t('account.missingTokenBody')}</Alert>
        <Link variant="outline" href="/sign-in/forgot-password" className="self-start">
          {t('resetPassword.newLink')}
        </Link>
      </AuthPage>
    );
  }

  if (done) {
    return (
      <AuthPage>
        <PageHeading autoFocus>{t('resetPassword.doneHeading')}</PageHeading>
        <Alert variant="success" role="status">
          {t('resetPassword.doneBody')}
        </Alert>
        <Link variant="primary" href="/sign-in" className="self-start">
          {t('resetPassword.signIn')}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <PageHeading>{t('resetPassword.heading')}</PageHeading>
      <p className="text-base-content/80">{t('resetPassword.intro')}</p>
      <Form onSubmit={onSubmit} aria-label={t('resetPassword.heading')}>
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t('fields.newPassword')}
          description={t('fields.passwordRule', { min: rules.PASSWORD_MIN })}
          autoComplete="new-password"
        />
        <ResetPasskeys token={token} control={form.control} />
        <Button type="submit" isPending={isPending}>
          {t('resetPassword.submit')}
        </Button>
      </Form>
      <Link href="/sign-in/forgot-password" className="self-start text-sm">
        {t('resetPassword.newLink')}
      </Link>
    </AuthPage>
  );
}
