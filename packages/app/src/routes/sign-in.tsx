import { DocumentTitle, SignInScreen } from '@verba/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../auth/next-path.ts';

/** After signing in: the page the visitor asked for (`?next=`, validated), else the dashboard. */
export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onSignedIn = () => {
    void navigate(safeNextPath(search.get('next')) ?? '/dashboard', { replace: true });
  };
  return (
    <>
      <DocumentTitle page="signIn" />
      <SignInScreen onSignedIn={onSignedIn} />
    </>
  );
}
