import type { TranslationKey } from '../access/authorize.ts';
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
import { progressByLanguage } from '../workspace/progress.ts';
import { addLanguages, removeLanguage } from '../workspace/project-languages.ts';
import {
  revertTranslation,
  setTranslations,
  type TranslationInput,
} from '../workspace/translation-service.ts';
import { emptyTranslation, translationView } from '../workspace/translation-view.ts';
import { badInput, checkCount, limits } from '../workspace/workspace-rules.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';
import { askedLanguages, shownLanguages } from './shown-languages.ts';

const workspace = (context: GraphqlContext) => signedIn(context).loaders.workspace;

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
    keys: async (
      group: Group,
      { filter, first, after }: Args<{ filter?: KeyFilter | null; first: number; after?: string | null }>,
      context: GraphqlContext,
    ) => {
      // The issue filters count what the project's check rules count.
      const rules = await workspace(context).checkRules.load(group.projectId);
      return keysOfGroup(context.db, group, filter, first, after, rules);
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
      const asked = askedLanguages(languages);
      // Together: the values' read finds each key's base itself, so it need not wait for the languages.
      const [projectLanguages, rows, rules] = await Promise.all([
        loaders.languages.load(key.projectId),
        loaders.values(asked).load(key.id),
        loaders.checkRules.load(key.projectId),
      ]);
      const { base, tags } = shownLanguages(projectLanguages, asked);
      const byLanguage = new Map(rows.map((row) => [row.language, row]));
      const baseRow = byLanguage.get(base);
      // The glossary's messages are found again only for values that hold one of its issues.
      const glossary = rows.some((row) => row.issueCodes.some((code) => code.startsWith('TERM_')))
        ? await loaders.glossary.load(key.projectId)
        : null;
      return tags.map((tag) =>
        translationView(
          byLanguage.get(tag) ?? emptyTranslation(key.id, tag),
          key,
          base,
          baseRow,
          rules,
          glossary,
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
    ) => addLanguages(context.db, principal(context), projectId, tags, context.now()),
    removeLanguage: (
      _: unknown,
      { projectId, tag }: Args<{ projectId: string; tag: string }>,
      context: GraphqlContext,
    ) => removeLanguage(context.db, principal(context), projectId, tag),
    createKeys: (
      _: unknown,
      { groupId, input }: Args<{ groupId: string; input: KeyInput[] }>,
      context: GraphqlContext,
    ) => createKeys(context.db, principal(context), groupId, input, context.now(), context.emit),
    updateKey: (
      _: unknown,
      { id, input, expectedVersion }: Args<{ id: string; input: KeyPatch; expectedVersion: number }>,
      context: GraphqlContext,
    ) => updateKey(context.db, principal(context), id, input, expectedVersion, context.now(), context.emit),
    moveKeys: (
      _: unknown,
      { ids, toGroupId }: Args<{ ids: string[]; toGroupId: string }>,
      context: GraphqlContext,
    ) => moveKeys(context.db, principal(context), ids, toGroupId, context.now(), context.emit),
    deleteKeys: (_: unknown, { ids }: Args<{ ids: string[] }>, context: GraphqlContext) =>
      deleteKeys(context.db, principal(context), ids, context.emit),
    setTranslation: async (
      _: unknown,
      { input }: Args<{ input: TranslationInput }>,
      context: GraphqlContext,
    ) => {
      const [translation] = await setTranslations(
        context.db,
        principal(context),
        [input],
        context.now(),
        context.emit,
      );
      if (!translation) throw badInput('input', 'Nothing to save.');
      return translation;
    },
    setTranslations: (_: unknown, { input }: Args<{ input: TranslationInput[] }>, context: GraphqlContext) =>
      setTranslations(context.db, principal(context), input, context.now(), context.emit),
    revertTranslation: (
      _: unknown,
      { activityId, expectedVersion }: Args<{ activityId: string; expectedVersion: number }>,
      context: GraphqlContext,
    ) =>
      revertTranslation(
        context.db,
        principal(context),
        activityId,
        expectedVersion,
        context.now(),
        context.emit,
      ),
  },
};
