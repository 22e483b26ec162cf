import { DocumentTitle } from '@verba/ui';
import { DashboardScreen } from '@verba/ui/projects';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

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
