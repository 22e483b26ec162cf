import type { MemberFieldsFragment, PermissionsFieldsFragment } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { useLanguagesLabel, useRoleLabel } from './role-label.ts';

export type MemberAction = 'change' | 'remove' | 'transfer' | 'leave';

export interface MemberListProps {
  members: readonly MemberFieldsFragment[];
  viewerAccountId: string;
  permissions: PermissionsFieldsFragment;
  onAction: (action: MemberAction, member: MemberFieldsFragment) => void;
  label: string;
}

/** Every member with role, languages and joined date, and the actions the viewer's role allows on each. */
export function MemberList({ members, viewerAccountId, permissions, onAction, label }: MemberListProps) {
  const { t, i18n } = useTranslation();
  const roleLabel = useRoleLabel();
  const languagesLabel = useLanguagesLabel();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ul
      aria-label={label}
      className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300"
    >
      {members.map((member) => {
        const name = `${member.firstName} ${member.lastName}`;
        const isSelf = member.accountId === viewerAccountId;
        const isOwner = member.role === 'OWNER';
        const languages = languagesLabel(member.role, member.languages);
        const actions: [MemberAction, string][] = [];
        if (!isSelf && !isOwner && permissions.manageMembers) {
          actions.push(['change', t('projects.members.change')], ['remove', t('projects.members.remove')]);
        }
        if (!isSelf && !isOwner && permissions.deleteProject) {
          actions.push(['transfer', t('projects.members.transfer')]);
        }
        if (isSelf && !isOwner) actions.push(['leave', t('projects.members.leave')]);
        return (
          <li
            key={member.id}
            aria-label={name}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
          >
            <div className="flex flex-col gap-1">
              <span className="font-semibold">
                {name}
                {isSelf && (
                  <span className="font-normal text-base-content/70"> {t('projects.members.you')}</span>
                )}
              </span>
              {member.email && <span className="text-base-content/80 text-sm">{member.email}</span>}
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span className="badge badge-outline">{roleLabel(member.role)}</span>
                {languages && <span>{languages}</span>}
                <span className="text-base-content/70">
                  {t('projects.members.joined', { date: date.format(new Date(member.joinedAt)) })}
                </span>
              </span>
            </div>
            {actions.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {actions.map(([action, text]) => (
                  <Button
                    key={action}
                    variant={action === 'remove' || action === 'leave' ? 'outline' : 'ghost'}
                    size="sm"
                    aria-label={`${text}: ${name}`}
                    onPress={() => onAction(action, member)}
                  >
                    {text}
                  </Button>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
