import { DocumentTitle } from '@verba/ui';
import { ProjectSettingsScreen } from '@verba/ui/projects';
import { useNavigate, useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  const { project = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle page="projectSettings" />
      <GraphqlBoundary>
        <ProjectSettingsScreen
          projectId={project}
          onDeleted={() => void navigate('/dashboard', { replace: true })}
        />
      </GraphqlBoundary>
    </>
  );
}
