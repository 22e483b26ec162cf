import { rules } from '@verba/api-client';
import { useCreateProject } from '@verba/api-client/graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { FormLanguagePicker } from '../projects-common/form-language-picker.tsx';
import { LANGUAGE_TAGS } from '../projects-common/languages.ts';

export interface CreateProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The projects already owned, so a taken name is caught before sending. */
  siblings: readonly { id: string; name: string }[];
}

const offered: readonly string[] = LANGUAGE_TAGS;

export function CreateProjectDialog({ isOpen, onOpenChange, siblings }: CreateProjectDialogProps) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        name: rules.siblingNameRule('projectNameTaken', siblings),
        baseLanguage: rules.languageRule,
      }),
    [siblings],
  );
  const initial = { name: '', baseLanguage: offered.includes(i18n.language) ? i18n.language : '' };
  const form = useZodForm(schema, initial);
  const [createProject] = useCreateProject();

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) form.reset(initial);
  };
  const create = useFormSubmit(form, async (input) => {
    const result = await createProject({ input });
    if (result.ok) {
      notify.success(t('projects.dashboard.created', { name: result.data.createProject.name }));
      close(false);
    }
    if (!result.ok && result.code === 'PLAN_LIMIT_REACHED') {
      // The shared text names no limit; here it is the project limit.
      notify.error(t('projects.dashboard.limitReached'));
      return undefined;
    }
    return result;
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('projects.dashboard.createTitle')}
      submitLabel={t('projects.dashboard.create')}
      onSubmit={create.onSubmit}
      isPending={create.isPending}
    >
      <FormTextField control={form.control} name="name" label={t('projects.common.nameLabel')} autoFocus />
      <FormLanguagePicker control={form.control} name="baseLanguage" />
    </FormDialog>
  );
}
