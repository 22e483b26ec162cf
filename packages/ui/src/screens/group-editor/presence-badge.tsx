import type { PresenceMember } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';

export interface PresenceBadgeProps {
  members: readonly PresenceMember[];
}

const initialsOf = (member: PresenceMember) =>
  `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();

/** The initials of the others editing a cell; screen readers hear their names. */
export function PresenceBadge({ members }: PresenceBadgeProps) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  const names = members.map((member) => `${member.firstName} ${member.lastName}`).join(', ');
  return (
    <span className="mt-1 flex gap-1" data-testid="presence">
      {members.map((member) => (
        <span key={member.accountId} className="badge badge-sm badge-info" aria-hidden="true">
          {initialsOf(member)}
        </span>
      ))}
      <span className="sr-only">{t('projects.editor.live.presence', { names })}</span>
    </span>
  );
}
