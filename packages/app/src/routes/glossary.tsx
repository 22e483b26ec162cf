import { DocumentTitle } from '@verba/ui';
import { GlossaryScreen } from '@verba/ui/projects';
import { useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  const { project = '' } = useParams();
  return (
    <>
      <DocumentTitle page="glossary" />
      <GraphqlBoundary>
        <GlossaryScreen projectId={project} />
      </GraphqlBoundary>
    </>
  );
}
