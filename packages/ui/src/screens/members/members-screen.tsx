import {
  type MemberFieldsFragment,
  useLeaveProject,
  useProjectMembers,
  useRemoveMember,
  useTransferOwnership,
} from '@verba/api-client/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { ResourceNotFound } from '../projects-common/resource-not-found.tsx';
import { InvitationList } from './invitation-list.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MemberDialog } from './member-dialog.tsx';
import { type MemberAction, MemberList } from './member-list.tsx';
import { useRoleLabel } from './role-label.ts';

export interface MembersScreenProps {
  projectId: string;
  /** After leaving the project, e.g. navigate to the dashboard. */
  onLeft: () => void;
}

type Pending = { action: MemberAction; member: MemberFieldsFragment } | null;

/** /project/{project}/members: who works on the project and in which role; invitations for managers. */
export function MembersScreen({ projectId, onLeft }: MembersScreenProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const query = useProjectMembers(projectId);
  const project = query.data?.project;
  const [pending, setPending] = useState<Pending>(null);
  const [isInviting, setInviting] = useState(false);
  const [hasLeft, setLeft] = useState(false);
  const close = () => setPending(null);
  const name = pending ? `${pending.member.firstName} ${pending.member.lastName}` : '';

  const [removeMember] = useRemoveMember();
  const [leaveProject] = useLeaveProject();
  const [transferOwnership] = useTransferOwnership();
  const remove = useAction(async (member: MemberFieldsFragment) => {
    const result = await removeMember({ projectId, memberId: member.id });
    if (result.ok) {
      notify.success(t('projects.members.removed', { name }));
      close();
    }
    return result;
  });
  const leave = useAction(async () => {
    const name = project?.name ?? '';
    // Set first: the cache drops the project before the call resolves, which would read as "not found".
    setLeft(true);
    const result = await leaveProject({ projectId });
    if (result.ok) {
      notify.success(t('projects.members.left', { project: name }));
      onLeft();
    } else setLeft(false);
    return result;
  });
  // A sensitive change: useAction asks the person to confirm it is them on REAUTH_REQUIRED.
  const transfer = useAction(async (member: MemberFieldsFragment) => {
    const result = await transferOwnership({ projectId, memberId: member.id });
    if (result.ok) {
      notify.success(t('projects.members.transferred', { name }));
      close();
    }
    return result;
  });

  return (
    <Page
      title={project && t('projects.members.title', { project: project.name })}
      back={
        project && {
          href: `/project/${project.id}`,
          label: t('projects.projectSettings.backToProject', { project: project.name }),
        }
      }
      actions={
        project?.viewerPermissions.manageMembers && (
          <Button onPress={() => setInviting(true)}>{t('projects.members.invite')}</Button>
        )
      }
    >
      <QueryView query={query}>
        {({ project, viewer }) => {
          // Right after leaving, the cache no longer holds the project while the app navigates away.
          if (!project) return hasLeft ? null : <ResourceNotFound kind="project" />;
          const permissions = project.viewerPermissions;
          return (
            <>
              <p className="text-base-content/80">
                {t('projects.members.yourRole', { role: roleLabel(project.viewerRole) })}
              </p>
              <section className="flex flex-col gap-4" aria-labelledby="members-title">
                <h2 id="members-title" className="font-bold text-2xl">
                  {t('projects.members.heading')}
                </h2>
                <MemberList
                  members={project.members}
                  viewerAccountId={viewer.id}
                  permissions={permissions}
                  label={t('projects.members.listLabel', { project: project.name })}
                  onAction={(action, member) => setPending({ action, member })}
                />
              </section>
              {permissions.manageMembers && (
                <section className="flex flex-col gap-4" aria-labelledby="invitations-title">
                  <h2 id="invitations-title" className="font-bold text-2xl">
                    {t('projects.members.invitationsHeading')}
                  </h2>
                  <InvitationList projectId={project.id} />
                </section>
              )}
              {isInviting && <InviteDialog isOpen onOpenChange={setInviting} project={project} />}
              {pending?.action === 'change' && (
                <MemberDialog
                  key={pending.member.id}
                  project={project}
                  member={pending.member}
                  onClose={close}
                />
              )}
              <ConfirmDialog
                isOpen={pending?.action === 'remove'}
                onOpenChange={(open) => !open && close()}
                variant="destructive"
                title={t('projects.members.removeTitle', { name })}
                confirmLabel={t('projects.members.remove')}
                cancelLabel={t('common.cancel')}
                onConfirm={() => pending && void remove.run(pending.member)}
                isPending={remove.isPending}
              >
                {t('projects.members.removeBody', { name, project: project.name })}
              </ConfirmDialog>
              <ConfirmDialog
                isOpen={pending?.action === 'leave'}
                onOpenChange={(open) => !open && close()}
                variant="destructive"
                title={t('projects.members.leaveTitle', { project: project.name })}
                confirmLabel={t('projects.members.leave')}
                cancelLabel={t('common.cancel')}
                onConfirm={() => void leave.run()}
                isPending={leave.isPending}
              >
                {t('projects.members.leaveBody')}
              </ConfirmDialog>
              <ConfirmDialog
                isOpen={pending?.action === 'transfer'}
                onOpenChange={(open) => !open && close()}
                variant="destructive"
                title={t('projects.members.transferTitle', { name })}
                confirmLabel={t('projects.members.transfer')}
                cancelLabel={t('common.cancel')}
                onConfirm={() => pending && void transfer.run(pending.member)}
                isPending={transfer.isPending}
              >
                {t('projects.members.transferBody', { name, project: project.name })}
              </ConfirmDialog>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
