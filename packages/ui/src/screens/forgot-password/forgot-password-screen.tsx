import { forgotPassword, rules } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Link } from '../../components/link/link.tsx';
import { AuthPage, PageHeading, releaseFocus } from '../account-shared/account-page.tsx';

/** Asks for the address; the answer never tells whether it has an account. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(rules.forgotPasswordRules, { email: '' });
  const { onSubmit, isPending } = useFormSubmit(form, async ({ email }) => {
    const result = await forgotPassword(email);
    if (result.ok) {
      releaseFocus();
      setSentTo(email);
    }
    return result;
  });

  if (sentTo) {
    return (
      <AuthPage>
        <PageHeading autoFocus>{t('forgotPassword.sentHeading')}</PageHeading>
        <Alert variant="success" role="status">
          {t('forgotPassword.sentBody', { email: sentTo })}
        </Alert>
        <Link href="/sign-in" className="self-start">
          {t('forgotPassword.backToSignIn')}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <PageHeading>{t('forgotPassword.heading')}</PageHeading>
      <p className="text-base-content/80">{t('forgotPassword.intro')}</p>
      <Form onSubmit={onSubmit} aria-label={t('forgotPassword.heading')}>
        <FormTextField
          control={form.control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
        />
        <Button type="submit" isPending={isPending}>
          {t('forgotPassword.submit')}
        </Button>
      </Form>
      <Link href="/sign-in" className="self-start">
        {t('forgotPassword.backToSignIn')}
      </Link>
    </AuthPage>
  );
}
