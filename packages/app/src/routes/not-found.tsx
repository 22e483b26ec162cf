import { DocumentTitle, NotFoundScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="notFound" />
      <NotFoundScreen />
    </>
  );
}
