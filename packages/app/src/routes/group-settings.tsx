import { DocumentTitle } from '@verba/ui';
import { GroupSettingsScreen } from '@verba/ui/projects';
import { useNavigate, useParams } from 'react-router';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  const { project = '', group = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle page="groupSettings" />
      <GraphqlBoundary>
        <GroupSettingsScreen
          projectId={project}
          groupId={group}
          onDeleted={() => void navigate(`/project/${project}`, { replace: true })}
        />
      </GraphqlBoundary>
    </>
  );
}
