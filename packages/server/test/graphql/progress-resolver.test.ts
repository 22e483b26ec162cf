import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlContext } from '../../src/graphql/resolvers.ts';
import { workspaceResolvers } from '../../src/graphql/workspace-resolvers.ts';

/** A signed-in context whose languages and progress reads both fail, as when the database goes mid-request. */
function contextWhereReadsFail(): GraphqlContext {
  const gone = () => Promise.reject(new Error('Connection terminated unexpectedly'));
  const workspace = {
    languages: { load: gone },
    projectProgress: { load: gone },
    groupProgress: { load: gone },
  };
  return {
    account: { id: 'a1' },
    principal: { kind: 'session', account: { id: 'a1' } },
    loaders: { workspace },
  } as unknown as GraphqlContext;
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

describe('progress of a project or group', () => {
  it.each([
    [
      'project',
      () => workspaceResolvers.Project.progress({ id: 'p1' } as never, {}, contextWhereReadsFail()),
    ],
    [
      'group',
      () => workspaceResolvers.Group.progress({ projectId: 'p1' } as never, {}, contextWhereReadsFail()),
    ],
  ])(
    'of a %s fails as one error when both of its reads fail, leaving no rejection unhandled',
    async (_, progress) => {
      process.on('unhandledRejection', onUnhandled);
      await expect(progress()).rejects.toThrow('Connection terminated unexpectedly');
      // Node reports an unhandled rejection after the microtasks of the turn have run.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    },
  );
});
