import { useGroup } from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Link } from '../../components/link/link.tsx';
import { LoadFailed, LoadingState, ResourceNotFound } from '../projects-common/query-states.tsx';
import { DeleteGroupDialog } from './delete-group-dialog.tsx';
import { RenameGroupForm } from './rename-group-form.tsx';

export interface GroupSettingsScreenProps {
  projectId: string;
  groupId: string;
  /** After the group is gone, e.g. navigate to its project. */
  onDeleted: () => void;
}

/** /group/{project}/{group}/settings: rename, delete. */
export function GroupSettingsScreen({ projectId, groupId, onDeleted }: GroupSettingsScreenProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useGroup(projectId, groupId);
  const [isDeleting, setDeleting] = useState(false);
  const group = data?.group;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      {data && !group && <ResourceNotFound kind="group" />}
      {!data && error && <LoadFailed onRetry={() => void refetch()} />}
      {!data && !error && <LoadingState />}
      {group && (
        <>
          <Link href={`/group/${group.project.id}/${group.id}`} className="self-start">
            {t('projects.group.backToProject', { project: group.name })}
          </Link>
          <h1 className="font-bold text-3xl">{t('projects.groupSettings.title', { group: group.name })}</h1>
          <section
            className="flex flex-col gap-4 rounded-box border border-base-300 p-6"
            aria-labelledby="group-rename-title"
          >
            <h2 id="group-rename-title" className="font-bold text-xl">
              {t('projects.groupSettings.renameHeading')}
            </h2>
            <RenameGroupForm key={group.id} projectId={group.project.id} group={group} />
          </section>
          <section
            className="flex flex-col items-start gap-4 rounded-box border border-error/60 p-6"
            aria-labelledby="group-danger-title"
          >
            <h2 id="group-danger-title" className="font-bold text-xl">
              {t('projects.groupSettings.dangerHeading')}
            </h2>
            <p className="text-base-content/80">{t('projects.groupSettings.dangerBody')}</p>
            <Button className="btn-error" onPress={() => setDeleting(true)}>
              {t('projects.groupSettings.delete')}
            </Button>
          </section>
          <DeleteGroupDialog
            isOpen={isDeleting}
            onOpenChange={setDeleting}
            project={group.project}
            group={group}
            onDeleted={onDeleted}
          />
        </>
      )}
    </div>
  );
}
