import DataLoader from 'dataloader';
import type { Database } from '../db/database.ts';
import { type ActivityRow, historyOfKeys } from '../workspace/activity.ts';
import { countKeys } from '../workspace/key-count.ts';
import { groupsById } from '../workspace/key-service.ts';
import { ownedKeys } from '../workspace/ownership.ts';
import { progressOfGroups, progressOfProjects } from '../workspace/progress.ts';
import { languagesOfProjects } from '../workspace/project-languages.ts';
import { valuesOfKeys } from '../workspace/translation-issues.ts';

/**
 * The workspace's per-request batching: a page of 100 keys reads its values, groups and
 * languages in one query each. Keys are looked up through their owner; groups and projects reach
 * these loaders only from rows the account owns.
 */
export function createWorkspaceLoaders(db: Database, accountId: string) {
  const history = new Map<number, DataLoader<string, ActivityRow[]>>();
  let keysOwned: Promise<number> | undefined;
  return {
    key: new DataLoader((ids: readonly string[]) => ownedKeys(db, accountId, ids)),
    groupById: new DataLoader((ids: readonly string[]) => groupsById(db, ids)),
    languages: new DataLoader((projectIds: readonly string[]) => languagesOfProjects(db, projectIds)),
    groupProgress: new DataLoader((groupIds: readonly string[]) => progressOfGroups(db, groupIds)),
    projectProgress: new DataLoader((projectIds: readonly string[]) => progressOfProjects(db, projectIds)),
    values: new DataLoader(async (keyIds: readonly string[]) => {
      const byKey = new Map<string, Awaited<ReturnType<typeof valuesOfKeys>>>();
      for (const row of await valuesOfKeys(db, keyIds)) {
        const list = byKey.get(row.keyId);
        if (list) list.push(row);
        else byKey.set(row.keyId, [row]);
      }
      return keyIds.map((keyId) => byKey.get(keyId) ?? []);
    }),
    history(first: number) {
      let loader = history.get(first);
      if (!loader) {
        loader = new DataLoader((keyIds: readonly string[]) => historyOfKeys(db, keyIds, first));
        history.set(first, loader);
      }
      return loader;
    },
    keysOwned: () => {
      keysOwned ??= countKeys(db, accountId);
      return keysOwned;
    },
  };
}
