import { DocumentTitle } from '@verba/ui';
import { GroupEditorScreen } from '@verba/ui/editor';
import { useParams, useSearchParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

// The group page is the translation editor; this route is its own lazy chunk (router.tsx).
export function Component() {
  const { project = '', group = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <>
      <DocumentTitle page="group" />
      <GraphqlBoundary>
        <GroupEditorScreen
          projectId={project}
          groupId={group}
          searchParams={searchParams}
          onSearchParamsChange={(params) => setSearchParams(params, { replace: true })}
        />
      </GraphqlBoundary>
    </>
  );
}
