import { DocumentTitle } from '@verba/ui';
import { SubscriptionScreen } from '@verba/ui/projects';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsSubscription" />
      <GraphqlBoundary>
        <SubscriptionScreen />
      </GraphqlBoundary>
    </>
  );
}
