import { DocumentTitle } from '@verba/ui';
import { MembersScreen } from '@verba/ui/projects';
import { useNavigate, useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  const { project = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle page="members" />
      <GraphqlBoundary>
        <MembersScreen projectId={project} onLeft={() => void navigate('/dashboard', { replace: true })} />
      </GraphqlBoundary>
    </>
  );
}
