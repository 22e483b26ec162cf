import { DocumentTitle, ForgotPasswordScreen, ResetPasswordScreen } from '@verba/ui';
import { useSearchParams } from 'react-router';

/** Without ?token= it asks for the address; the mailed link (with ?token=) opens the new-password form. */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <>
      <DocumentTitle page="forgotPassword" />
      {token === null ? <ForgotPasswordScreen /> : <ResetPasswordScreen token={token} />}
    </>
  );
}
