import { register, rules } from '@verba/api-client';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormPasswordField, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Link } from '../../components/link/link.tsx';
import { AuthPage, PageHeading, releaseFocus } from '../account-shared/account-page.tsx';

/** Sign-up: name, e-mail and password, then "check your inbox". The mail carries the confirm link. */
export function SignUpScreen() {
  const { t, i18n } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(rules.registrationRules, { firstName: '', lastName: '', email: '', password: '' });
  const { control } = form;

  const { onSubmit, isPending } = useFormSubmit(form, async (values) => {
    // The account's mails are written in the language the visitor sees now (the browser's).
    const result = await register({ ...values, locale: i18n.language });
    if (result.ok) {
      releaseFocus();
      setSentTo(values.email);
    }
    return result;
  });

  if (sentTo) {
    return (
      <AuthPage>
        <PageHeading autoFocus>{t('signUp.doneHeading')}</PageHeading>
        <Alert variant="success" role="status">
          {t('signUp.doneBody', { email: sentTo })}
        </Alert>
        <p className="text-base-content/80">{t('signUp.doneHint')}</p>
        <Button
          variant="outline"
          className="self-start"
          onPress={() => {
            form.reset({ ...form.getValues(), email: '', password: '' });
            setSentTo(null);
          }}
        >
          {t('signUp.startOver')}
        </Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <PageHeading>{t('signUp.heading')}</PageHeading>
      <p className="text-base-content/80">{t('signUp.intro')}</p>
      <Form onSubmit={onSubmit} aria-label={t('signUp.heading')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
          />
        </div>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          description={t('fields.passwordRule', { min: rules.PASSWORD_MIN })}
          autoComplete="new-password"
        />
        <p className="text-base-content/80 text-sm">
          <Trans
            i18nKey="signUp.legal"
            components={{
              terms: <Link href="/terms-of-service" />,
              privacy: <Link href="/privacy-policy" />,
            }}
          />
        </p>
        <Button type="submit" isPending={isPending}>
          {t('signUp.submit')}
        </Button>
      </Form>
      <p>
        {t('signUp.haveAccount')} <Link href="/sign-in">{t('signUp.signIn')}</Link>
      </p>
    </AuthPage>
  );
}
