import { rules, type User, updateProfile, useAuth } from '@verba/api-client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { SettingsPage } from '../account-shared/account-page.tsx';

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const form = useZodForm(rules.profileRules, { firstName: user.firstName, lastName: user.lastName });
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async (values) => {
      const result = await updateProfile(values);
      if (!result.ok) return result;
      // Re-read at once, so the menu shows the new name without a reload.
      await refresh();
      form.reset(values);
      notify.success(t('profileSettings.saved'));
      return result;
    },
    { fallback: t('errors.fallback.changeName') },
  );
  return (
    <Form onSubmit={onSubmit} aria-label={t('titles.settingsProfile')}>
      <FormTextField
        control={form.control}
        name="firstName"
        label={t('fields.firstName')}
        autoComplete="given-name"
      />
      <FormTextField
        control={form.control}
        name="lastName"
        label={t('fields.lastName')}
        autoComplete="family-name"
      />
      <Button type="submit" className="self-start" isPending={isPending}>
        {t('profileSettings.submit')}
      </Button>
    </Form>
  );
}

/** First and last name, prefilled from the signed-in account. */
export function ProfileSettingsScreen() {
  const { t } = useTranslation();
  const { state } = useAuth();
  return (
    <SettingsPage title={t('titles.settingsProfile')}>
      <p className="text-base-content/80">{t('profileSettings.intro')}</p>
      {state.status === 'signedIn' ? (
        <ProfileForm key={state.user.id} user={state.user} />
      ) : (
        <Spinner label={t('pending.loading')} />
      )}
    </SettingsPage>
  );
}
