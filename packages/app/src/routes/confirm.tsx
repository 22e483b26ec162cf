import { ConfirmScreen, DocumentTitle } from '@verba/ui';
import { useSearchParams } from 'react-router';

export function Component() {
  const [search] = useSearchParams();
  return (
    <>
      <DocumentTitle page="confirm" />
      <ConfirmScreen token={search.get('token')} mode="confirm" />
    </>
  );
}
