import { DocumentTitle } from '@verba/ui';
import { ChecksScreen } from '@verba/ui/projects';
import { useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

// Project → Checks (aids contract, "Screens"): the counts link to the group route's editor.
export function Component() {
  const { project = '' } = useParams();
  return (
    <>
      <DocumentTitle page="checks" />
      <GraphqlBoundary>
        <ChecksScreen projectId={project} />
      </GraphqlBoundary>
    </>
  );
}
