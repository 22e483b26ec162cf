import type { Account } from '../auth/session-service.ts';
import { DomainError } from '../errors.ts';
import type { Group } from '../projects/group-service.ts';
import type { Project } from '../projects/project-service.ts';
import type { ActivityRow } from '../workspace/activity.ts';
import { type KeyFilter, keysOfGroup } from '../workspace/key-query.ts';
import {
  createKeys,
  deleteKeys,
  type KeyInput,
  type KeyPatch,
  moveKeys,
  updateKey,
} from '../workspace/key-service.ts';
import type { TranslationKey } from '../workspace/ownership.ts';
import { progressByLanguage } from '../workspace/progress.ts';
import { addLanguages, removeLanguage } from '../workspace/project-languages.ts';
import {
  revertTranslation,
  setTranslations,
  type TranslationInput,
} from '../workspace/translation-service.ts';
import { emptyTranslation, translationView } from '../workspace/translation-view.ts';
import { badInput, canonicalTag, checkCount, limits } from '../workspace/workspace-rules.ts';
import { type Args, type GraphqlContext, signedIn } from './resolvers.ts';

const workspace = (context: GraphqlContext) => signedIn(context).loaders.workspace;
const accountId = (context: GraphqlContext) => signedIn(context).account.id;

// Both awaited together: one after the other, a second failure (the database gone mid-request)
// would be an unhandled rejection, which ends the process.
async function progressOf(
  languagesOf: Promise<{ tag: string }[]>,
  rows: Promise<Parameters<typeof progressByLanguage>[1]>,
) {
  const [languages, counts] = await Promise.all([languagesOf, rows]);
  return progressByLanguage(languages, counts);
}

// Every project language counts every key, so any one total is the key count.
const keyCountOf = (rows: readonly { total: number }[]) =>
  rows.reduce((most, row) => Math.max(most, row.total), 0);

// The translation contract's part of the schema; resolvers only shape answers, services check.
export const workspaceResolvers = {
  Viewer: {
    keysOwned: (_: Account, __: unknown, context: GraphqlContext) => workspace(context).keysOwned(),
  },
  Project: {
    languages: (project: Project, _: unknown, context: GraphqlContext) =>
      workspace(context).languages.load(project.id),
    progress: (project: Project, _: unknown, context: GraphqlContext) =>
      progressOf(
        workspace(context).languages.load(project.id),
        workspace(context).projectProgress.load(project.id),
      ),
    keyCount: async (project: Project, _: unknown, context: GraphqlContext) =>
      keyCountOf(await workspace(context).projectProgress.load(project.id)),
  },
  Group: {
    keyCount: async (group: Group, _: unknown, context: GraphqlContext) =>
      keyCountOf(await workspace(context).groupProgress.load(group.id)),
    progress: (group: Group, _: unknown, context: GraphqlContext) =>
      progressOf(
        workspace(context).languages.load(group.projectId),
        workspace(context).groupProgress.load(group.id),
      ),
    keys: (
      group: Group,
      { filter, first, after }: Args<{ filter?: KeyFilter | null; first: number; after?: string | null }>,
      context: GraphqlContext,
    ) => {
      signedIn(context);
      return keysOfGroup(context.db, group.id, filter, first, after);
    },
  },
  Key: {
    group: async (key: TranslationKey, _: unknown, context: GraphqlContext) => {
      const group = await workspace(context).groupById.load(key.groupId);
      if (!group) throw new DomainError('NOT_FOUND', 'Group not found.');
      return group;
    },
    translations: async (
      key: TranslationKey,
      { languages }: Args<{ languages?: string[] | null }>,
      context: GraphqlContext,
    ) => {
      const loaders = workspace(context);
      const [projectLanguages, rows] = await Promise.all([
        loaders.languages.load(key.projectId),
        loaders.values.load(key.id),
      ]);
      const baseLanguage = projectLanguages.find((language) => language.isBase)?.tag ?? '';
      const wanted = languages ? new Set(languages.map((tag) => canonicalTag(tag))) : null;
      const byLanguage = new Map(rows.map((row) => [row.language, row]));
      return projectLanguages
        .filter((language) => !wanted || wanted.has(language.tag))
        .map(({ tag }) =>
          translationView(
            byLanguage.get(tag) ?? emptyTranslation(key.id, tag),
            key,
            baseLanguage,
            byLanguage.get(baseLanguage),
          ),
        );
    },
    history: (key: TranslationKey, { first }: Args<{ first: number }>, context: GraphqlContext) =>
      workspace(context)
        .history(checkCount(first, limits.history, 'first'))
        .load(key.id),
  },
  Activity: {
    at: (activity: ActivityRow) => activity.at.toISOString(),
  },
  Mutation: {
    addLanguages: (
      _: unknown,
      { projectId, tags }: Args<{ projectId: string; tags: string[] }>,
      context: GraphqlContext,
    ) => addLanguages(context.db, accountId(context), projectId, tags, context.now()),
    removeLanguage: (
      _: unknown,
      { projectId, tag }: Args<{ projectId: string; tag: string }>,
      context: GraphqlContext,
    ) => removeLanguage(context.db, accountId(context), projectId, tag),
    createKeys: (
      _: unknown,
      { groupId, input }: Args<{ groupId: string; input: KeyInput[] }>,
      context: GraphqlContext,
    ) => createKeys(context.db, accountId(context), groupId, input, context.now()),
    updateKey: (
      _: unknown,
      { id, input, expectedVersion }: Args<{ id: string; input: KeyPatch; expectedVersion: number }>,
      context: GraphqlContext,
    ) => updateKey(context.db, accountId(context), id, input, expectedVersion, context.now()),
    moveKeys: (
      _: unknown,
      { ids, toGroupId }: Args<{ ids: string[]; toGroupId: string }>,
      context: GraphqlContext,
    ) => moveKeys(context.db, accountId(context), ids, toGroupId, context.now()),
    deleteKeys: (_: unknown, { ids }: Args<{ ids: string[] }>, context: GraphqlContext) =>
      deleteKeys(context.db, accountId(context), ids),
    setTranslation: async (
      _: unknown,
      { input }: Args<{ input: TranslationInput }>,
      context: GraphqlContext,
    ) => {
      const [translation] = await setTranslations(context.db, accountId(context), [input], context.now());
      if (!translation) throw badInput('input', 'Nothing to save.');
      return translation;
    },
    setTranslations: (_: unknown, { input }: Args<{ input: TranslationInput[] }>, context: GraphqlContext) =>
      setTranslations(context.db, accountId(context), input, context.now()),
    revertTranslation: (
      _: unknown,
      { activityId, expectedVersion }: Args<{ activityId: string; expectedVersion: number }>,
      context: GraphqlContext,
    ) => revertTranslation(context.db, accountId(context), activityId, expectedVersion, context.now()),
  },
};
