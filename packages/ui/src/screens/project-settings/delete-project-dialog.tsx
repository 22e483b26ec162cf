import { useDeleteProject } from '@verba/api-client/graphql';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { FormTextField } from '../../components/form/form-fields.tsx';
import { useFormSubmit, useZodForm } from '../../components/form/use-zod-form.ts';
import { FormDialog } from '../../components/form-dialog/form-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';

export interface DeleteProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  project: { id: string; name: string };
  onDeleted: () => void;
}

/** Deleting takes the groups with it, so the name must be typed out first. */
export function DeleteProjectDialog({ isOpen, onOpenChange, project, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        typed: z
          .string()
          .check(
            z.refine((typed) => typed.trim() === project.name, t('projects.projectSettings.confirmMismatch')),
          ),
      }),
    [project.name, t],
  );
  const form = useZodForm(schema, { typed: '' });
  const [deleteProject] = useDeleteProject();

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) form.reset({ typed: '' });
  };
  const remove = useFormSubmit(form, async () => {
    const result = await deleteProject({ id: project.id });
    if (result.ok) {
      notify.success(t('projects.projectSettings.deleted', { name: project.name }));
      onDeleted();
    }
    return result;
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('projects.projectSettings.confirmTitle', { project: project.name })}
      submitLabel={t('projects.projectSettings.delete')}
      onSubmit={remove.onSubmit}
      isPending={remove.isPending}
      destructive
    >
      <p>{t('projects.projectSettings.confirmBody')}</p>
      <FormTextField
        control={form.control}
        name="typed"
        label={t('projects.projectSettings.confirmLabel')}
        description={project.name}
        autoFocus
        autoComplete="off"
      />
    </FormDialog>
  );
}
