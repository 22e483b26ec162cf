import { useProjectInvitations, useResendInvitation, useRevokeInvitation } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { QueryView } from '../../layout/query-view.tsx';
import { useLanguagesLabel, useRoleLabel } from './role-label.ts';

export interface InvitationListProps {
  projectId: string;
}

/** Open invitations, for MANAGER and OWNER only (the parent leaves it out for the others). */
export function InvitationList({ projectId }: InvitationListProps) {
  const { t, i18n } = useTranslation();
  const query = useProjectInvitations(projectId);
  const roleLabel = useRoleLabel();
  const languagesLabel = useLanguagesLabel();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const [resendInvitation] = useResendInvitation();
  const [revokeInvitation] = useRevokeInvitation(projectId);
  const resend = useAction(async (id: string, email: string) => {
    const result = await resendInvitation({ id });
    if (result.ok) notify.success(t('projects.members.resent', { email }));
    return result;
  });
  const revoke = useAction(async (id: string, email: string) => {
    const result = await revokeInvitation({ id });
    if (result.ok) notify.success(t('projects.members.revoked', { email }));
    return result;
  });

  return (
    <QueryView query={query}>
      {({ project }) =>
        !project || project.invitations.length === 0 ? (
          <p className="text-base-content/80">{t('projects.members.noInvitations')}</p>
        ) : (
          <ul
            aria-label={t('projects.members.invitationsHeading')}
            className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
          >
            {project.invitations.map((invitation) => {
              const languages = languagesLabel(invitation.role, invitation.languages);
              return (
                <li
                  key={invitation.id}
                  aria-label={invitation.email}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                >
                  <div className="flex flex-col gap-1">
                    <span className="font-semibold">{invitation.email}</span>
                    <span className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="badge badge-outline">{roleLabel(invitation.role)}</span>
                      {languages && <span>{languages}</span>}
                      <span className="text-base-content/70">
                        {t('projects.members.invitedBy', {
                          name: invitation.invitedBy,
                          date: date.format(new Date(invitation.expiresAt)),
                        })}
                      </span>
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${t('projects.members.resend')}: ${invitation.email}`}
                      onPress={() => void resend.run(invitation.id, invitation.email)}
                    >
                      {t('projects.members.resend')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${t('projects.members.revoke')}: ${invitation.email}`}
                      onPress={() => void revoke.run(invitation.id, invitation.email)}
                    >
                      {t('projects.members.revoke')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryView>
  );
}
