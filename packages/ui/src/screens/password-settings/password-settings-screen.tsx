import { changePassword, rules } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormPasswordField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';
import { SettingsPage } from '../account-shared/account-page.tsx';

/** The current and a new password; the other sessions end on the server. */
export function PasswordSettingsScreen() {
  const { t } = useTranslation();
  const form = useZodForm(rules.passwordChangeRules, { oldPassword: '', newPassword: '' });
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async (values) => {
      const result = await changePassword(values);
      if (result.ok) {
        form.reset({ oldPassword: '', newPassword: '' });
        notify.success(t('passwordSettings.saved'));
      }
      return result;
    },
    { fallback: t('errors.fallback.changePassword') },
  );
  return (
    <SettingsPage title={t('titles.settingsPassword')}>
      <p className="text-base-content/80">{t('passwordSettings.intro')}</p>
      <Form onSubmit={onSubmit} aria-label={t('titles.settingsPassword')}>
        <FormPasswordField
          control={form.control}
          name="oldPassword"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
        <FormPasswordField
          control={form.control}
          name="newPassword"
          label={t('fields.newPassword')}
          description={t('fields.passwordRule', { min: rules.PASSWORD_MIN })}
          autoComplete="new-password"
        />
        <Button type="submit" className="self-start" isPending={isPending}>
          {t('passwordSettings.submit')}
        </Button>
      </Form>
    </SettingsPage>
  );
}
