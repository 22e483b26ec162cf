import { deleteAccount, rules, useAuth } from '@verba/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useAction } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { Form } from '../../components/form/form.tsx';
import { FormCheckbox, FormPasswordField } from '../../components/form/form-fields.tsx';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { notify } from '../../components/toaster/notify.ts';
import { SettingsPage } from '../account-shared/account-page.tsx';
import { DownloadMyData } from './download-my-data.tsx';

export interface DeleteAccountScreenProps {
  /**
   * Called after the account is erased, before the auth state is re-read: leave the signed-in area.
   * Return the navigation's promise, so the state is re-read only once the new page is shown.
   */
  onDeleted: () => void | Promise<void>;
}

const deleteRules = z.extend(rules.deleteAccountRules, {
  confirmed: z.boolean().check(z.refine((value) => value, 'confirmRequired')),
});

/** Erases the account after the password, a ticked box and a last confirmation dialog. */
export function DeleteAccountScreen({ onDeleted }: DeleteAccountScreenProps) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [isDialogOpen, setDialogOpen] = useState(false);
  const form = useZodForm(deleteRules, { password: '', confirmed: false });

  // The form only opens the dialog; the dialog's button sends the call.
  const onSubmit = form.handleSubmit(() => setDialogOpen(true));

  const remove = useAction(
    async () => {
      const result = await deleteAccount(form.getValues('password'));
      setDialogOpen(false);
      if (!result.ok) return result;
      notify.success(t('deleteAccount.deleted'));
      // Leave first: re-reading the state inside a signed-in page would redirect to sign-in.
      await onDeleted();
      await refresh();
      return result;
    },
    { form, fallback: t('errors.fallback.deleteAccount') },
  );

  return (
    <SettingsPage title={t('titles.settingsDelete')}>
      <DownloadMyData />
      <Alert variant="warning" title={t('deleteAccount.warningTitle')}>
        {t('deleteAccount.warningBody')}
      </Alert>
      <Form onSubmit={onSubmit} aria-label={t('titles.settingsDelete')}>
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
        <FormCheckbox control={form.control} name="confirmed">
          {t('deleteAccount.confirmCheckbox')}
        </FormCheckbox>
        <Button type="submit" variant="danger" className="self-start">
          {t('deleteAccount.submit')}
        </Button>
      </Form>
      <ConfirmDialog
        isOpen={isDialogOpen}
        onOpenChange={setDialogOpen}
        title={t('deleteAccount.dialogTitle')}
        confirmLabel={t('deleteAccount.dialogConfirm')}
        cancelLabel={t('deleteAccount.dialogCancel')}
        onConfirm={() => void remove.run()}
        isPending={remove.isPending}
        variant="destructive"
      >
        {t('deleteAccount.dialogBody')}
      </ConfirmDialog>
    </SettingsPage>
  );
}
