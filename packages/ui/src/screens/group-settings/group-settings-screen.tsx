import { useGroup } from '@verba/api-client/graphql';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { useDialogOnFirstUse } from '../../components/modal/use-dialog-on-first-use.ts';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { FileShapeForm } from './file-shape-form.tsx';
import { RenameGroupForm } from './rename-group-form.tsx';

// The dialog brings React Aria's modal code: loaded on first use, not with the page.
const loadDeleteGroupDialog = () => import('./delete-group-dialog.tsx');
const DeleteGroupDialog = lazy(() =>
  loadDeleteGroupDialog().then((module) => ({ default: module.DeleteGroupDialog })),
);
const preloadDeleteGroupDialog = () => void loadDeleteGroupDialog();

export interface GroupSettingsScreenProps {
  projectId: string;
  groupId: string;
  /** After the group is gone, e.g. navigate to its project. */
  onDeleted: () => void;
}

/** /group/{project}/{group}/settings: rename, file format, delete. */
export function GroupSettingsScreen({ projectId, groupId, onDeleted }: GroupSettingsScreenProps) {
  const { t } = useTranslation();
  const query = useGroup(projectId, groupId);
  const deleteDialog = useDialogOnFirstUse(preloadDeleteGroupDialog);
  const group = query.data?.group;

  return (
    <Page
      title={group && t('projects.groupSettings.title', { group: group.name })}
      back={
        group && {
          href: `/group/${group.project.id}/${group.id}`,
          label: t('projects.group.backToProject', { project: group.name }),
        }
      }
    >
      <QueryView query={query}>
        {({ group }) =>
          group ? (
            <>
              <Card id="group-rename" title={t('projects.groupSettings.renameHeading')}>
                <RenameGroupForm key={group.id} projectId={group.project.id} group={group} />
              </Card>
              <Card id="group-file-shape" title={t('projects.fileShape.heading')}>
                <FileShapeForm
                  key={group.id}
                  group={group}
                  canEdit={group.project.viewerPermissions.editKeys}
                />
              </Card>
              <Card id="group-danger" variant="danger" title={t('projects.groupSettings.dangerHeading')}>
                <p className="text-base-content/80">{t('projects.groupSettings.dangerBody')}</p>
                <Button variant="danger" className="self-start" {...deleteDialog.openerProps}>
                  {t('projects.groupSettings.delete')}
                </Button>
              </Card>
              <Suspense fallback={null}>
                {deleteDialog.hasOpened && (
                  <DeleteGroupDialog
                    isOpen={deleteDialog.isOpen}
                    onOpenChange={deleteDialog.setOpen}
                    project={group.project}
                    group={group}
                    onDeleted={onDeleted}
                  />
                )}
              </Suspense>
            </>
          ) : (
            <ResourceNotFound kind="group" />
          )
        }
      </QueryView>
    </Page>
  );
}
