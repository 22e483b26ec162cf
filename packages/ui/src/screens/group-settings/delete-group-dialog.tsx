import { useDeleteGroup } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';

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
  const [deleteGroup] = useDeleteGroup();
  const remove = useAction(async () => {
    const result = await deleteGroup({ projectId: project.id, id: group.id });
    if (result.ok) {
      notify.success(t('projects.groupSettings.deleted', { name: group.name }));
      onDeleted();
    }
    return result;
  });

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('projects.groupSettings.confirmTitle', { group: group.name })}
      confirmLabel={t('projects.groupSettings.delete')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => void remove.run()}
      isPending={remove.isPending}
      variant="destructive"
    >
      {t('projects.groupSettings.confirmBody', { project: project.name })}
    </ConfirmDialog>
  );
}
