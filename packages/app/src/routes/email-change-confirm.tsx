import { DocumentTitle, EmailChangeConfirmScreen } from '@verba/ui';
import { useSearchParams } from 'react-router';

export function Component() {
  const [search] = useSearchParams();
  return (
    <>
      <DocumentTitle page="emailChangeConfirm" />
      <EmailChangeConfirmScreen token={search.get('token')} />
    </>
  );
}
