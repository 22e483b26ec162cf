import type { ReceivedInvitationFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useLanguagesLabel, useRoleLabel } from '../members/role-label.ts';

export interface InvitationDetailsProps {
  invitation: ReceivedInvitationFieldsFragment;
}

/** Project, role (and languages), inviter and expiry of an invitation: the page and the dashboard show it alike. */
export function InvitationDetails({ invitation }: InvitationDetailsProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const languages = useLanguagesLabel()(invitation.role, invitation.languages);
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(invitation.expiresAt),
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-base-content/70">{t('projects.invitation.project')}</dt>
      <dd className="font-semibold">{invitation.projectName}</dd>
      <dt className="text-base-content/70">{t('projects.invitation.role')}</dt>
      <dd>{languages ? `${roleLabel(invitation.role)} (${languages})` : roleLabel(invitation.role)}</dd>
      <dt className="text-base-content/70">{t('projects.invitation.invitedBy')}</dt>
      <dd>{invitation.invitedBy}</dd>
      <dt className="text-base-content/70">{t('projects.invitation.expires')}</dt>
      <dd>{expires}</dd>
    </dl>
  );
}
