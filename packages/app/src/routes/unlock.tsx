import { DocumentTitle, UnlockScreen } from '@verba/ui';
import { useSearchParams } from 'react-router';

export function Component() {
  const [search] = useSearchParams();
  return (
    <>
      <DocumentTitle page="unlock" />
      <UnlockScreen token={search.get('token')} />
    </>
  );
}
