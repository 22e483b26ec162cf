import { useDeleteGroup } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster/notify.ts';
import { FormDialog } from '../projects-common/form-dialog.tsx';
import { mutationErrorKey } from '../projects-common/mutation-error.ts';

export interface DeleteGroupDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  project: { id: string; name: string };
  group: { id: string; name: string };
  onDeleted: () => void;
}

export function DeleteGroupDialog({
  isOpen,
  onOpenChange,
  project,
  group,
  onDeleted,
}: DeleteGroupDialogProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleteGroup, { loading }] = useDeleteGroup();

  const submit = async () => {
    try {
      await deleteGroup({ variables: { projectId: project.id, id: group.id } });
      notify.success(t('projects.groupSettings.deleted', { name: group.name }));
      onDeleted();
    } catch (error) {
      setServerError(t(mutationErrorKey(error)));
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setServerError(null);
      }}
      title={t('projects.groupSettings.confirmTitle', { group: group.name })}
      submitLabel={t('projects.groupSettings.delete')}
      onSubmit={submit}
      isPending={loading}
      error={serverError}
      destructive
    >
      <p>{t('projects.groupSettings.confirmBody', { project: project.name })}</p>
    </FormDialog>
  );
}
