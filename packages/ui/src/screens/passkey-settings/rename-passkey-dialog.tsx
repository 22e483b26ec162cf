import { type Passkey, rules } from '@verba/api-client';
import { renamePasskey } from '@verba/api-client/webauthn';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';

export interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  onRenamed: () => Promise<void>;
}

/** A modal with the passkey's name to edit; Escape or Cancel keeps the old one. */
export function RenamePasskeyDialog({ passkey, onClose, onRenamed }: RenamePasskeyDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(rules.passkeyNameRules, { name: passkey.name });
  const { onSubmit, isPending } = useFormSubmit(form, async ({ name }) => {
    const result = await renamePasskey(passkey.id, name);
    if (result.ok) {
      await onRenamed();
      notify.success(t('passkeys.renamed'));
      onClose();
    }
    return result;
  });

  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('passkeys.renameTitle')}
      submitLabel={t('passkeys.renameSave')}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('passkeys.newName')}
        autoFocus
        autoComplete="off"
      />
    </FormDialog>
  );
}
