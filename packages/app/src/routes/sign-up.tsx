import { useAuth } from '@verba/api-client';
import { DocumentTitle, SignUpScreen } from '@verba/ui';
import { useSearchParams } from 'react-router';
import { forgetReturn, returnStorage } from '../auth/pending-return.ts';

/**
 * `?invitation=…` (from an invitation link) signs up into the invited project in one step: the
 * new session is read, and the signed-out pages' guard leads on to `?next=`, the project (one place
 * decides, as after a sign-in); the invitation page remembered before is done with.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const { refresh } = useAuth();
  return (
    <>
      <DocumentTitle page="signUp" />
      <SignUpScreen
        invitationToken={search.get('invitation')}
        onJoined={async (projectId) => {
          forgetReturn(returnStorage());
          setSearch({ next: `/project/${projectId}` }, { replace: true });
          await refresh();
        }}
      />
    </>
  );
}
