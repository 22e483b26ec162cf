import { rules } from '@verba/api-client';
import { useCreateKeys } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';

export interface NewKeyDialogProps {
  groupId: string;
  languages: string[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated: (name: string) => void;
}

/** A new key in this group: name, description, singular or plural. */
export function NewKeyDialog({ groupId, languages, isOpen, onOpenChange, onCreated }: NewKeyDialogProps) {
  const { t } = useTranslation();
  const [createKeys] = useCreateKeys();
  const form = useZodForm(rules.keyRules, { name: '', description: '', plural: false });
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async (values) => {
      const result = await createKeys({
        groupId,
        languages,
        input: [{ name: values.name, description: values.description || null, plural: values.plural }],
      });
      if (result.ok) {
        notify.success(t('projects.editor.newKey.created', { name: values.name }));
        form.reset();
        onOpenChange(false);
        onCreated(values.name);
        return result;
      }
      if (result.code === 'PLAN_LIMIT_REACHED') {
        // The shared text names no limit; here it is the key limit.
        notify.error(t('projects.common.keyLimitReached'));
        return undefined;
      }
      return result.code === 'KEY_CONFLICT' ? { ...result, field: 'name' } : result;
    },
    { fallback: t('projects.editor.newKey.failed') },
  );
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('projects.editor.newKey.title')}
      submitLabel={t('projects.editor.newKey.submit')}
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormTextField control={form.control} name="name" label={t('projects.editor.newKey.name')} autoFocus />
      <FormTextField
        control={form.control}
        name="description"
        label={t('projects.editor.newKey.description')}
      />
      <FormCheckbox control={form.control} name="plural">
        {t('projects.editor.newKey.plural')}
      </FormCheckbox>
    </FormDialog>
  );
}
