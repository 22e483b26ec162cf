import { graphqlFailure } from '@verba/api-client';
import { useAcceptInvitation, useInvitationPage, useRespondToInvitation } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { Alert } from '../../components/alert/alert.tsx';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { Link } from '../../components/link/link.tsx';
import { notify } from '../../components/toaster/notify.ts';
import { Page } from '../../layout/page.tsx';
import { QueryView } from '../../layout/query-view.tsx';
import { InvitationDetails } from './invitation-details.tsx';

export interface InvitationScreenProps {
  /** The mailed link's `token`. */
  token: string;
  /** After accepting: e.g. open the project. */
  onAccepted: (projectId: string) => void;
  /** After declining: e.g. go to the dashboard. */
  onDeclined: () => void;
}

/** /invitation?token=… for a signed-in account: what the link invites to, with Accept and Decline. */
export function InvitationScreen({ token, onAccepted, onDeclined }: InvitationScreenProps) {
  const { t } = useTranslation();
  const query = useInvitationPage(token);
  const [acceptInvitation] = useAcceptInvitation();
  const [respondToInvitation] = useRespondToInvitation();
  const accept = useAction(async () => {
    const result = await acceptInvitation({ token });
    if (result.ok) {
      notify.success(t('projects.invitation.accepted', { project: result.data.acceptInvitation.name }));
      onAccepted(result.data.acceptInvitation.id);
    }
    return result;
  });
  const decline = useAction(async (id: string, project: string) => {
    const result = await respondToInvitation({ id, accept: false });
    if (result.ok) {
      notify.info(t('projects.invitation.declined', { project }));
      onDeclined();
    }
    return result;
  });
  // A used, revoked or expired link is no page error: it says so and leads on.
  const isInvalid =
    token === '' || (query.error !== undefined && graphqlFailure(query.error).code === 'INVALID_TOKEN');

  return (
    <Page size="form" title={t('projects.invitation.title')}>
      {isInvalid ? (
        <InvalidInvitation />
      ) : (
        <QueryView query={query}>
          {({ invitation }) => (
            <Card title={t('projects.invitation.heading', { project: invitation.projectName })}>
              <InvitationDetails invitation={invitation} />
              <div className="flex flex-wrap gap-2">
                <Button isPending={accept.isPending} onPress={() => void accept.run()}>
                  {t('projects.invitation.accept')}
                </Button>
                <Button
                  variant="ghost"
                  isPending={decline.isPending}
                  onPress={() => void decline.run(invitation.id, invitation.projectName)}
                >
                  {t('projects.invitation.decline')}
                </Button>
              </div>
            </Card>
          )}
        </QueryView>
      )}
    </Page>
  );
}

function InvalidInvitation() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{t('projects.invitation.invalid')}</Alert>
      <Link variant="primary" href="/dashboard">
        {t('projects.common.backToDashboard')}
      </Link>
    </div>
  );
}

export interface InvitationSignedOutProps {
  /** Sign-in that returns to this invitation afterwards. */
  signInHref: string;
  /** The mailed link's `token`: the sign-up page fills in its address and joins in one step. */
  token: string;
}

/**
 * /invitation?token=… signed out: the link needs an account. Sign-in comes back here; a sign-up
 * from it (`/sign-up?invitation=…`) needs no confirmation mail and lands in the project.
 */
export function InvitationSignedOut({ signInHref, token }: InvitationSignedOutProps) {
  const { t } = useTranslation();
  return (
    <Page size="narrow" title={t('projects.invitation.title')}>
      <p className="text-base-content/80">{t('projects.invitation.signedOut')}</p>
      <Link variant="primary" href={signInHref} className="self-start">
        {t('projects.invitation.signIn')}
      </Link>
      <p className="text-base-content/80">{t('projects.invitation.signedOutNew')}</p>
      <Link
        variant="outline"
        href={token ? `/sign-up?${new URLSearchParams({ invitation: token })}` : '/sign-up'}
        className="self-start"
      >
        {t('projects.invitation.signUp')}
      </Link>
    </Page>
  );
}
