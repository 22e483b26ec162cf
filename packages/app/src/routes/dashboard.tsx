import { preloadDashboard } from '@verba/api-client/graphql';
import { DocumentTitle } from '@verba/ui';
import { DashboardScreen } from '@verba/ui/projects';
import { GraphqlBoundary, preload } from '../graphql/graphql-boundary.tsx';

export const loader = () => preload(preloadDashboard);

export function Component() {
  return (
    <>
      <DocumentTitle page="dashboard" />
      <GraphqlBoundary>
        <DashboardScreen />
      </GraphqlBoundary>
    </>
  );
}
