import { useDeleteProject } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field/text-field.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { FormDialog } from '../projects-common/form-dialog.tsx';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';

export interface DeleteProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  project: { id: string; name: string };
  onDeleted: () => void;
}

/** Deleting takes the groups with it, so the name must be typed out first. */
export function DeleteProjectDialog({ isOpen, onOpenChange, project, onDeleted }: DeleteProjectDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleteProject, { loading }] = useDeleteProject();
  const matches = typed.trim() === project.name;

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) {
      setTyped('');
      setSubmitted(false);
      setServerError(null);
    }
  };
  const submit = async () => {
    setSubmitted(true);
    if (!matches) return;
    try {
      await deleteProject({ variables: { id: project.id } });
      notify.success(t('projects.projectSettings.deleted', { name: project.name }));
      onDeleted();
    } catch (error) {
      setServerError(t(mutationErrorKey(error)));
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t('projects.projectSettings.confirmTitle', { project: project.name })}
      submitLabel={t('projects.projectSettings.delete')}
      onSubmit={submit}
      isPending={loading}
      error={serverError}
      destructive
    >
      <p>{t('projects.projectSettings.confirmBody')}</p>
      <TextField
        label={t('projects.projectSettings.confirmLabel')}
        description={project.name}
        value={typed}
        onChange={setTyped}
        autoFocus
        autoComplete="off"
        isInvalid={submitted && !matches}
        errorMessage={t('projects.projectSettings.confirmMismatch')}
      />
    </FormDialog>
  );
}
