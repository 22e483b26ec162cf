import { useAuth } from '@verba/api-client';
import { DatabaseUnavailable, DocumentTitle, Page, PendingScreen } from '@verba/ui';
import { InvitationScreen, InvitationSignedOut } from '@verba/ui/projects';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { signInPathFor } from '../auth/next-path.ts';
import { forgetReturn, rememberReturn, returnStorage } from '../auth/pending-return.ts';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

/**
 * Public, unlike the other project pages: a signed-out visitor learns what the link is and signs in
 * (or up). `next` brings a sign-in back here, as the guards' redirect does; the page also remembers
 * itself for a sign-in in another tab. A sign-up from the link joins at once (routes/sign-up.tsx).
 */
export function Component() {
  const { state, refresh } = useAuth();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const signedOut = state.status === 'signedOut';
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (signedOut) rememberReturn(here, returnStorage());
    if (signedIn) forgetReturn(returnStorage());
  }, [signedOut, signedIn, here]);
  const body = () => {
    if (state.status === 'unknown') return <PendingScreen />;
    if (state.status === 'unavailable') {
      return (
        <Page size="narrow">
          <DatabaseUnavailable onRetry={refresh} />
        </Page>
      );
    }
    if (state.status === 'signedOut') {
      return <InvitationSignedOut signInHref={signInPathFor(here)} token={search.get('token') ?? ''} />;
    }
    return (
      <GraphqlBoundary>
        <InvitationScreen
          token={search.get('token') ?? ''}
          onAccepted={(project) => void navigate(`/project/${project}`, { replace: true })}
          onDeclined={() => void navigate('/dashboard', { replace: true })}
        />
      </GraphqlBoundary>
    );
  };
  return (
    <>
      <DocumentTitle page="invitation" />
      {body()}
    </>
  );
}
