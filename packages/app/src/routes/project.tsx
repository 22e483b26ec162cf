import { DocumentTitle } from '@verba/ui';
import { ProjectScreen } from '@verba/ui/projects';
import { useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  const { project = '' } = useParams();
  return (
    <>
      <DocumentTitle page="project" />
      <GraphqlBoundary>
        <ProjectScreen projectId={project} />
      </GraphqlBoundary>
    </>
  );
}
