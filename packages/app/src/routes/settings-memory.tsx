import { DocumentTitle } from '@verba/ui';
import { MemoryImportScreen } from '@verba/ui/projects';
import { GraphqlBoundary } from '../graphql/graphql-boundary.tsx';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsMemory" />
      <GraphqlBoundary>
        <MemoryImportScreen />
      </GraphqlBoundary>
    </>
  );
}
