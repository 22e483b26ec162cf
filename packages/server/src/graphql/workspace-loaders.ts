import DataLoader from 'dataloader';
import { memberKeys } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import { rulesOfProjects } from '../checks/check-service.ts';
import type { Database } from '../db/database.ts';
import { termsOfKeys } from '../glossary/glossary-service.ts';
import { glossariesOf } from '../glossary/glossary-store.ts';
import { type ActivityRow, historyOfKeys } from '../workspace/activity.ts';
import { countKeys } from '../workspace/key-count.ts';
import { groupsById } from '../workspace/key-service.ts';
import { valuesOfPage } from '../workspace/page-values.ts';
import { progressOfGroups, progressOfProjects } from '../workspace/progress.ts';
import { languagesOfProjects } from '../workspace/project-languages.ts';
import type { StoredTranslation } from '../workspace/translation-view.ts';

/**
 * The workspace's per-request batching: a page of 100 keys reads its values, groups and
 * languages in one query each. Keys are looked up through the principal's memberships; groups
 * and projects reach these loaders only from projects the principal is a member of.
 */
export function createWorkspaceLoaders(db: Database, principal: Principal) {
  const history = new Map<number, DataLoader<string, ActivityRow[]>>();
  const values = new Map<string, DataLoader<string, StoredTranslation[]>>();
  let keysOwned: Promise<number> | undefined;
  return {
    key: new DataLoader((ids: readonly string[]) => memberKeys(db, principal, ids)),
    groupById: new DataLoader((ids: readonly string[]) => groupsById(db, ids)),
    languages: new DataLoader((projectIds: readonly string[]) => languagesOfProjects(db, projectIds)),
    groupProgress: new DataLoader((groupIds: readonly string[]) => progressOfGroups(db, groupIds)),
    projectProgress: new DataLoader((projectIds: readonly string[]) => progressOfProjects(db, projectIds)),
    checkRules: new DataLoader((projectIds: readonly string[]) => rulesOfProjects(db, projectIds)),
    /** The projects' glossaries, compiled: read only for values with TERM_* issues and Key.terms. */
    glossary: new DataLoader((projectIds: readonly string[]) => glossariesOf(db, projectIds)),
    /** Key.terms of a page's keys: their base texts and their projects' glossaries, one read each. */
    keyTerms: new DataLoader((keys: readonly { id: string; projectId: string }[]) => termsOfKeys(db, keys), {
      cacheKeyFn: (key) => key.id,
    }),
    /**
     * The stored values of a page's keys in the languages asked for (null: all), one query per page
     * and language list: the editor asks for the languages it shows, and a 200-language project's
     * other values are never read.
     */
    values(languages: readonly string[] | null) {
      const id = languages ? `[${languages.join(' ')}]` : '';
      let loader = values.get(id);
      if (!loader) {
        loader = new DataLoader(async (keyIds: readonly string[]) => {
          const byKey = await valuesOfPage(db, keyIds, languages);
          return keyIds.map((keyId) => byKey.get(keyId) ?? []);
        });
        values.set(id, loader);
      }
      return loader;
    },
    history(first: number) {
      let loader = history.get(first);
      if (!loader) {
        loader = new DataLoader((keyIds: readonly string[]) => historyOfKeys(db, keyIds, first));
        history.set(first, loader);
      }
      return loader;
    },
    keysOwned: () => {
      keysOwned ??= countKeys(db, actorId(principal));
      return keysOwned;
    },
  };
}
