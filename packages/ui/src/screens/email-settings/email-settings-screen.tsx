import { changeEmail, rules, useAuth } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormPasswordField, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { releaseFocus, SettingsPage, useFocusOnMount } from '../account-shared/account-page.tsx';

/** A new address and the current password; the change waits for the link mailed to the new address. */
export function EmailSettingsScreen() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useFocusOnMount<HTMLHeadingElement>(sentTo !== null);
  const form = useZodForm(rules.emailChangeRules, { email: '', password: '' });
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async (values) => {
      const result = await changeEmail(values);
      if (result.ok) {
        releaseFocus();
        form.reset({ email: '', password: '' });
        setSentTo(values.email);
      }
      return result;
    },
    { fallback: t('errors.fallback.changeEmail') },
  );

  return (
    <SettingsPage title={t('titles.settingsEmail')}>
      {state.status === 'signedIn' && (
        <p className="text-base-content/80">{t('emailSettings.current', { email: state.user.email })}</p>
      )}
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <h2 ref={sentRef} tabIndex={-1} className="font-bold text-xl outline-none">
            {t('emailSettings.sentHeading')}
          </h2>
          <Alert variant="success" role="status">
            {t('emailSettings.sentBody', { email: sentTo })}
          </Alert>
          <Button variant="outline" className="self-start" onPress={() => setSentTo(null)}>
            {t('emailSettings.again')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-base-content/80">{t('emailSettings.intro')}</p>
          <Form onSubmit={onSubmit} aria-label={t('titles.settingsEmail')}>
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={t('fields.newEmail')}
              autoComplete="email"
            />
            <FormPasswordField
              control={form.control}
              name="password"
              label={t('fields.currentPassword')}
              autoComplete="current-password"
            />
            <Button type="submit" className="self-start" isPending={isPending}>
              {t('emailSettings.submit')}
            </Button>
          </Form>
        </>
      )}
    </SettingsPage>
  );
}
