import { DocumentTitle, NotMeScreen } from '@verba/ui';
import { useSearchParams } from 'react-router';

export function Component() {
  const [search] = useSearchParams();
  return (
    <>
      <DocumentTitle page="notMe" />
      <NotMeScreen token={search.get('token')} />
    </>
  );
}
