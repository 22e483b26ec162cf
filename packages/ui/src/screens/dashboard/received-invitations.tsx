import { type DashboardPageQuery, useRespondToInvitation } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { InvitationDetails } from '../invitation/invitation-details.tsx';

export interface ReceivedInvitationsProps {
  invitations: DashboardPageQuery['viewer']['invitations'];
}

/** Open invitations to the viewer's address, each with Accept and Decline; nothing when there are none. */
export function ReceivedInvitations({ invitations }: ReceivedInvitationsProps) {
  const { t } = useTranslation();
  const [respondToInvitation] = useRespondToInvitation();
  const respond = useAction(async (id: string, project: string, accept: boolean) => {
    const result = await respondToInvitation({ id, accept });
    if (result.ok) {
      if (accept) notify.success(t('projects.invitation.accepted', { project }));
      else notify.info(t('projects.invitation.declined', { project }));
    }
    return result;
  });
  if (invitations.length === 0) return null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="invitations-title">
      <h2 id="invitations-title" className="font-bold text-2xl">
        {t('projects.dashboard.invitationsHeading')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {invitations.map((invitation) => (
          <Card
            key={invitation.id}
            as="li"
            headingLevel={3}
            title={t('projects.invitation.heading', { project: invitation.projectName })}
          >
            <InvitationDetails invitation={invitation} />
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                isDisabled={respond.isPending}
                onPress={() => void respond.run(invitation.id, invitation.projectName, true)}
              >
                {t('projects.invitation.accept')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                isDisabled={respond.isPending}
                onPress={() => void respond.run(invitation.id, invitation.projectName, false)}
              >
                {t('projects.invitation.decline')}
              </Button>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}
