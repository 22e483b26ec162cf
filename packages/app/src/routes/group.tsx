import { DocumentTitle } from '@verba/ui';
import { GroupScreen } from '@verba/ui/projects';
import { useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  const { project = '', group = '' } = useParams();
  return (
    <>
      <DocumentTitle page="group" />
      <GraphqlBoundary>
        <GroupScreen projectId={project} groupId={group} />
      </GraphqlBoundary>
    </>
  );
}
