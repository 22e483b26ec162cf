import type { MachineSuggestion, MemoryMatch } from '@verba/api-client/graphql';
import { type CommentView, THREAD_PAGE_MAX, workspaceLimits } from '@verba/contract';
import { pluralCategoriesOf, type TranslationValue, translationIssues } from '@verba/formats';
import type { MockGroup, MockProject } from '../fixtures.ts';
import { type MockStore, newId, planOf } from '../store.ts';
import { checkResolvers, type IssueFilter, type MockCheckSetting } from './checks.ts';
import { CodedError } from './coded-error.ts';
import { fileShapeOf } from './file-shapes.ts';
import { glossaryResolvers, type MockGlossaryTerm } from './glossary.ts';
import { groupProgress, languagesOf as projectLanguages, projectProgress } from './languages.ts';
import { type MockJob, pretranslateResolvers } from './pretranslate.ts';
import { type MockSuggestion, type MockSuggestionStatus, suggestionResolvers } from './suggestions.ts';

// The translation workspace of translation-contract.md, in memory: keys, values with versions and
// states, history and the contract's refusals, so the editor's stories run against the same rules.

export type MockState = 'EMPTY' | 'TRANSLATED' | 'REVIEWED';
export type ValueOrigin = 'HUMAN' | 'IMPORT' | 'MEMORY' | 'MACHINE';

export interface MockKey {
  id: string;
  groupId: string;
  name: string;
  description: string | null;
  plural: boolean;
  version: number;
}

export interface MockValue {
  text: string | null;
  forms: Record<string, string> | null;
  state: MockState;
  /** Where the text came from (aids contract); fixtures leave it out for a person's. */
  origin?: ValueOrigin | null;
  outdated: boolean;
  version: number;
  updatedAt: string | null;
}

export interface MockActivity {
  id: string;
  keyId: string;
  at: string;
  kind: string;
  language: string | null;
  before: string | null;
  after: string | null;
  by: string | null;
}

export interface MockWorkspace {
  /** Target languages per project id, in the order added: createStore moves them onto the projects. */
  targets: Record<string, string[]>;
  keys: MockKey[];
  /** By `${keyId} ${language}`. */
  values: Record<string, MockValue>;
  activities: MockActivity[];
  /** Comments on keys, oldest first; fixtures without any leave it out. */
  comments?: MockComment[];
  /** Suggestions, oldest first (handlers/suggestions.ts). */
  suggestions?: MockSuggestion[];
  /** Projects where translators suggest and reviewers decide. */
  translatorsSuggest?: string[];
  /** Translation memory's matches by `${keyId} ${language}` (aids contract); none when left out. */
  memory?: Record<string, MockMemoryMatch[]>;
  /** Every memory lookup fails, as a server whose database is away would. */
  memoryUnavailable?: boolean;
  /** Machine suggestions by `${keyId} ${language}`, one per configured provider (aids contract). */
  machine?: Record<string, MockMachineSuggestion[]>;
  /** The configured providers; none when left out (every cell then gets an empty list). */
  machineProviders?: string[];
  /** Check settings by project id and code (aids contract); the defaults when left out. */
  checkSettings?: Record<string, Record<string, MockCheckSetting>>;
  /** Dismissed warning codes by `${keyId} ${language}`, dropped when the text changes. */
  dismissed?: Record<string, string[]>;
  /** Pre-translation jobs started (handlers/pretranslate.ts). */
  jobs?: MockJob[];
  /** Glossary terms by project id (aids contract; handlers/glossary.ts); none when left out. */
  glossary?: Record<string, MockGlossaryTerm[]>;
  /** Every glossary read fails, as a server whose database is away would. */
  glossaryUnavailable?: boolean;
}

// What the server answers, as the screens read it (the generated types), without the typename.
export type MockMachineSuggestion = Omit<MachineSuggestion, '__typename' | 'issues'> & {
  issues: Omit<MachineSuggestion['issues'][number], '__typename'>[];
};
export type MockMemoryMatch = Omit<MemoryMatch, '__typename'>;

export interface MockComment extends CommentView {
  /** The members it mentions (account ids): the server mails them; stories read them here. */
  mentions?: string[];
}

export const emptyWorkspace = (): MockWorkspace => ({ targets: {}, keys: [], values: {}, activities: [] });

const { keyName: KEY_NAME_MAX, description: DESCRIPTION_MAX, text: TEXT_MAX } = workspaceLimits;
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

const emptyValue = (): MockValue => ({
  text: null,
  forms: null,
  state: 'EMPTY',
  outdated: false,
  version: 0,
  updatedAt: null,
});

const compareNames = (a: MockKey, b: MockKey) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const hasText = (value: MockValue) =>
  Boolean(value.text) || Object.values(value.forms ?? {}).some((text) => text !== '');

const valueFields = (value: MockValue, plural: boolean) =>
  plural ? { forms: value.forms ?? {}, state: value.state } : { text: value.text ?? '', state: value.state };

const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });

interface ThreadPage {
  first?: number;
  after?: string | null;
}

/** A page of a key's comments or suggestions (oldest first), refused like the server's. */
function threadPage<T extends { id: string }>(
  items: T[],
  { first = THREAD_PAGE_MAX, after }: ThreadPage,
): T[] {
  if (first < 1 || first > THREAD_PAGE_MAX)
    throw badInput('first', `first is between 1 and ${THREAD_PAGE_MAX}.`);
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  if (start === 0 && after) throw badInput('after', 'after is not the id of an item of this key.');
  return items.slice(start, start + first);
}

export interface KeyFilter extends IssueFilter {
  search?: string | null;
  untranslatedIn?: string | null;
  state?: MockState | null;
  stateIn?: string | null;
  outdatedIn?: string | null;
  hasOpenSuggestionsIn?: string | null;
  hasOpenComments?: boolean | null;
  origin?: ValueOrigin | null;
  originIn?: string | null;
}

export interface TranslationInput {
  keyId: string;
  language: string;
  text?: string | null;
  forms?: { category: string; text: string }[] | null;
  state?: MockState | null;
  origin?: ValueOrigin | null;
  expectedVersion: number;
}

/** The workspace's fields on Project, Group and Viewer, and its mutations. */
export function workspaceResolvers(store: MockStore, findProject: (id: string) => MockProject) {
  const ws = store.workspace;
  const glossary = glossaryResolvers(store, findProject);
  const byName = () => `${store.account.firstName} ${store.account.lastName}`;
  const projectOfGroup = (groupId: string) => {
    const project = store.projects.find((candidate) =>
      candidate.groups.some((group) => group.id === groupId),
    );
    if (!project) throw new CodedError('Group not found.', 'NOT_FOUND');
    return project;
  };
  const languagesOf = (project: MockProject) => projectLanguages(project).map((language) => language.tag);
  const storedValue = (keyId: string, language: string) => ws.values[`${keyId} ${language}`] ?? emptyValue();
  const keysOf = (groupId: string) => ws.keys.filter((key) => key.groupId === groupId);
  const ownedKeys = () => {
    const groupIds = new Set(store.projects.flatMap((project) => project.groups.map((group) => group.id)));
    return ws.keys.filter((key) => groupIds.has(key.groupId));
  };
  const findKey = (id: string) => {
    if (!store.session) throw new CodedError('You are not signed in.', 'UNAUTHENTICATED');
    const key = ws.keys.find((candidate) => candidate.id === id);
    if (!key) throw new CodedError('Key not found.', 'NOT_FOUND');
    return key;
  };

  /** What the checks find in a value, before the project's settings and dismissals. */
  const rawIssues = (keyId: string, language: string) => {
    const key = findKey(keyId);
    const base = projectOfGroup(key.groupId).baseLanguage;
    const asValue = (stored: MockValue): TranslationValue => ({ text: stored.text, forms: stored.forms });
    return translationIssues(asValue(storedValue(key.id, language)), {
      language,
      plural: key.plural,
      base: language === base ? null : asValue(storedValue(key.id, base)),
    });
  };
  const checks = checkResolvers(store, {
    rawIssues,
    keyIdsOf: (project) => projectKeys(project).map((key) => key.id),
    languagesOf,
  });
  const issuesOf = (key: MockKey, language: string) =>
    checks.issuesOf(projectOfGroup(key.groupId), key.id, language);

  const translationView = (key: MockKey, language: string) => {
    const value = storedValue(key.id, language);
    const forms = value.forms ?? {};
    return {
      language,
      text: key.plural ? null : value.text,
      forms: key.plural
        ? Object.entries(forms)
            .filter(([, text]) => text !== '')
            .map(([category, text]) => ({ category, text }))
        : null,
      state: value.state,
      origin: value.state === 'EMPTY' ? null : (value.origin ?? 'HUMAN'),
      outdated: value.outdated,
      version: value.version,
      updatedAt: value.updatedAt,
      issues: issuesOf(key, language),
    };
  };

  const keyView = (key: MockKey): unknown => ({
    ...key,
    group: () => {
      const project = projectOfGroup(key.groupId);
      const group = project.groups.find((candidate) => candidate.id === key.groupId) as MockGroup;
      return { ...group, ...groupFields(project, group) };
    },
    translations: ({ languages }: { languages?: string[] | null }) => {
      const project = projectOfGroup(key.groupId);
      const all = languagesOf(project);
      return (languages ?? all).filter((tag) => all.includes(tag)).map((tag) => translationView(key, tag));
    },
    comments: ({ language, ...page }: { language?: string | null } & ThreadPage) =>
      threadPage(
        (ws.comments ?? []).filter(
          (comment) => comment.keyId === key.id && (!language || comment.language === language),
        ),
        page,
      ),
    suggestions: ({
      language,
      status,
      ...page
    }: { language: string; status?: MockSuggestionStatus | null } & ThreadPage) =>
      threadPage(suggestions.ofKey(key.id, language, status), page),
    memory: ({ language, first = 5 }: { language: string; first?: number }) => {
      if (ws.memoryUnavailable) throw new CodedError('The database is not available.', 'SERVICE_UNAVAILABLE');
      return (ws.memory?.[`${key.id} ${language}`] ?? []).slice(0, first);
    },
    machine: ({ language }: { language: string }) =>
      (ws.machineProviders ?? []).map(
        (provider) =>
          ws.machine?.[`${key.id} ${language}`]?.find((suggestion) => suggestion.provider === provider) ?? {
            provider,
            text: null,
            issues: [],
            error: 'The base text is empty: there is nothing to translate.',
          },
      ),
    terms: () => {
      const project = projectOfGroup(key.groupId);
      const base = storedValue(key.id, project.baseLanguage);
      return glossary.termsIn(project.id, [base.text ?? '', ...Object.values(base.forms ?? {})]);
    },
    openCommentCount: () =>
      (ws.comments ?? []).filter((comment) => comment.keyId === key.id && !comment.resolved).length,
    history: ({ first = 50 }: { first?: number }) =>
      ws.activities
        .filter((activity) => activity.keyId === key.id)
        .reverse()
        .slice(0, first),
  });

  const progressOf = (project: MockProject, keys: MockKey[]) =>
    languagesOf(project).map((language) => {
      const values = keys.map((key) => storedValue(key.id, language));
      return {
        language,
        total: keys.length,
        translated: values.filter((value) => value.state !== 'EMPTY').length,
        reviewed: values.filter((value) => value.state === 'REVIEWED').length,
        outdated: values.filter((value) => value.outdated).length,
      };
    });

  const matches = (key: MockKey, filter: KeyFilter, project: MockProject) => {
    if (filter.search) {
      const needle = filter.search.toLowerCase();
      const texts = languagesOf(project).flatMap((language) => {
        const value = storedValue(key.id, language);
        return [value.text ?? '', ...Object.values(value.forms ?? {})];
      });
      if (![key.name, ...texts].some((text) => text.toLowerCase().includes(needle))) return false;
    }
    if (filter.untranslatedIn && storedValue(key.id, filter.untranslatedIn).state !== 'EMPTY') return false;
    if (filter.state && filter.stateIn && storedValue(key.id, filter.stateIn).state !== filter.state)
      return false;
    if (filter.outdatedIn && !storedValue(key.id, filter.outdatedIn).outdated) return false;
    if (filter.origin && filter.originIn) {
      const value = storedValue(key.id, filter.originIn);
      if (value.state === 'EMPTY' || (value.origin ?? 'HUMAN') !== filter.origin) return false;
    }
    if (!checks.matches(project, key.id, filter)) return false;
    if (filter.hasOpenSuggestionsIn && !suggestions.hasOpen(key.id, filter.hasOpenSuggestionsIn))
      return false;
    if (filter.hasOpenComments && !(ws.comments ?? []).some((c) => c.keyId === key.id && !c.resolved))
      return false;
    return true;
  };

  function groupFields(project: MockProject, group: MockGroup) {
    return {
      // Groups without keys in the workspace report the counts their fixture gives.
      keyCount: () => (keysOf(group.id).length > 0 ? keysOf(group.id).length : (group.keyCount ?? 0)),
      progress: () =>
        keysOf(group.id).length > 0 ? progressOf(project, keysOf(group.id)) : groupProgress(project, group),
      key: ({ id }: { id: string }) => {
        const key = keysOf(group.id).find((candidate) => candidate.id === id);
        return key ? keyView(key) : null;
      },
      openSuggestions: ({ languages }: { languages?: string[] | null }) =>
        suggestions.openIn(new Set(keysOf(group.id).map((key) => key.id)), languages),
      keys: ({
        filter,
        first = 100,
        after,
      }: {
        filter?: KeyFilter | null;
        first?: number;
        after?: string | null;
      }) => {
        if (first < 1 || first > 500) throw badInput('first', 'first is 1 to 500.');
        const all = keysOf(group.id)
          .filter((key) => matches(key, filter ?? {}, project))
          .sort(compareNames);
        const start = after ? Number(atob(after)) : 0;
        const nodes = all.slice(start, start + first);
        const end = start + nodes.length;
        return {
          nodes: nodes.map(keyView),
          totalCount: all.length,
          pageInfo: { endCursor: nodes.length > 0 ? btoa(String(end)) : null, hasNextPage: end < all.length },
        };
      },
    };
  }

  const projectKeys = (project: MockProject) =>
    ws.keys.filter((key) => project.groups.some((group) => group.id === key.groupId));
  const pretranslation = pretranslateResolvers(store, findProject, projectKeys, storedValue);
  // Like groups, a project without keys in the workspace reports its fixture's counts.
  const projectFields = (project: MockProject) => ({
    ...checks.projectFields(project),
    ...pretranslation.projectFields(),
    ...glossary.projectFields(project),
    translatorsSuggest: () => suggestions.translatorsSuggest(project),
    languages: () => projectLanguages(project),
    progress: () =>
      projectKeys(project).length > 0 ? progressOf(project, projectKeys(project)) : projectProgress(project),
    keyCount: () =>
      projectKeys(project).length > 0
        ? projectKeys(project).length
        : project.groups.reduce((sum, group) => sum + (group.keyCount ?? 0), 0),
  });

  /**
   * A name's refusals: length, taken, and i18next's plural collisions, and nested ones only in a
   * group whose files are nested (split at its own separator).
   */
  const checkName = (name: string, plural: boolean, groupId: string, selfId?: string) => {
    if (name.length < 1 || name.length > KEY_NAME_MAX) {
      throw badInput('name', `A key name has 1 to ${KEY_NAME_MAX} characters.`);
    }
    const group = store.projects.flatMap((project) => project.groups).find((one) => one.id === groupId);
    const shape = group ? fileShapeOf(group) : null;
    const separator = shape?.structure === 'NESTED' ? shape.keySeparator : '';
    for (const other of keysOf(groupId)) {
      if (other.id === selfId) continue;
      const nested =
        separator !== '' &&
        (other.name.startsWith(`${name}${separator}`) || name.startsWith(`${other.name}${separator}`));
      const pluralClash =
        (plural && PLURAL_SUFFIXES.some((suffix) => other.name === name + suffix)) ||
        (other.plural && PLURAL_SUFFIXES.some((suffix) => name === other.name + suffix));
      if (other.name === name || nested || pluralClash) {
        throw new CodedError(
          other.name === name
            ? `The key “${name}” already exists.`
            : `“${name}” collides with “${other.name}”.`,
          'KEY_CONFLICT',
          { field: 'name', conflictsWith: other.name },
        );
      }
    }
  };

  const record = (key: MockKey, kind: string, language: string | null, before: unknown, after: unknown) => {
    ws.activities.push({
      id: newId(store, 'activity'),
      keyId: key.id,
      at: new Date().toISOString(),
      kind,
      language,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      by: byName(),
    });
  };

  /** Writes one value, as the server does: version + 1, outdated marks when the base changes. */
  const write = (
    key: MockKey,
    language: string,
    next: Pick<MockValue, 'text' | 'forms' | 'state' | 'origin'>,
    kind: string,
  ) => {
    const project = projectOfGroup(key.groupId);
    const current = storedValue(key.id, language);
    const value: MockValue = {
      ...next,
      outdated: false,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    };
    ws.values[`${key.id} ${language}`] = value;
    const changed =
      JSON.stringify(valueFields(current, key.plural)) !== JSON.stringify(valueFields(value, key.plural));
    if (current.text !== value.text || JSON.stringify(current.forms) !== JSON.stringify(value.forms))
      checks.textChanged(key.id, language);
    if (language === project.baseLanguage && changed) {
      for (const other of languagesOf(project).slice(1)) {
        const stored = ws.values[`${key.id} ${other}`];
        if (stored && hasText(stored)) stored.outdated = true;
      }
    }
    record(
      key,
      kind,
      language,
      current.version === 0 ? null : valueFields(current, key.plural),
      valueFields(value, key.plural),
    );
    return translationView(key, language);
  };

  const setOne = (input: TranslationInput, kind = 'value.set') => {
    const key = findKey(input.keyId);
    const project = projectOfGroup(key.groupId);
    if (kind === 'value.set') suggestions.refuseTranslatorWrite(project);
    if (!languagesOf(project).includes(input.language)) {
      throw badInput('language', `${input.language} is not a language of this project. Add it first.`);
    }
    const current = storedValue(key.id, input.language);
    if (current.version !== input.expectedVersion) {
      throw new CodedError('Someone saved this value meanwhile.', 'VERSION_CONFLICT', {
        field: key.plural ? 'forms' : 'text',
        current: translationView(key, input.language),
      });
    }
    const texts = key.plural ? (input.forms ?? []).map((form) => form.text) : [input.text ?? ''];
    if (input.origin === 'IMPORT') {
      throw badInput('origin', 'Only an import writes the origin IMPORT: use HUMAN, MEMORY or MACHINE.');
    }
    if (texts.some((text) => text.length > TEXT_MAX)) {
      throw badInput(key.plural ? 'forms' : 'text', `A text has at most ${TEXT_MAX} characters.`);
    }
    const allowed = new Set<string>(['zero', ...pluralCategoriesOf(input.language)]);
    const forms = key.plural
      ? Object.fromEntries(
          (input.forms ?? [])
            .filter((form) => allowed.has(form.category) && form.text !== '')
            .map((form) => [form.category, form.text]),
        )
      : null;
    const filled = key.plural ? Object.keys(forms ?? {}).length > 0 : Boolean(input.text);
    const text = key.plural ? null : input.text || null;
    const sameText = text === current.text && JSON.stringify(forms) === JSON.stringify(current.forms);
    return write(
      key,
      input.language,
      {
        text,
        forms,
        state: filled ? (input.state && input.state !== 'EMPTY' ? input.state : 'TRANSLATED') : 'EMPTY',
        // A state change alone keeps the origin, as the server does.
        origin: filled ? (sameText && current.origin ? current.origin : (input.origin ?? 'HUMAN')) : null,
      },
      kind,
    );
  };
  const suggestions = suggestionResolvers(store, {
    projectOfKey: (keyId) => projectOfGroup(findKey(keyId).groupId),
    setValue: (input) => setOne(input, 'value.accepted'),
  });

  return {
    projectFields,
    groupFields,
    setTranslatorsSuggest: suggestions.setTranslatorsSuggest,
    keysOwned: () => ownedKeys().length,
    mutations: {
      ...pretranslation.mutations,
      job: pretranslation.job,
      ...suggestions.mutations,
      updateCheck: (args: Parameters<typeof checks.mutations.updateCheck>[0]) =>
        checks.mutations.updateCheck(args, findProject(args.projectId)),
      dismissIssues: (args: Parameters<typeof checks.mutations.dismissIssues>[0]) =>
        checks.mutations.dismissIssues(args, findProject(args.projectId)),
      ...glossary.mutations,
      createKeys: ({
        groupId,
        input,
      }: {
        groupId: string;
        input: { name: string; description?: string | null; plural?: boolean | null }[];
      }) => {
        const project = projectOfGroup(groupId);
        findProject(project.id);
        if (input.length < 1 || input.length > 1000) throw badInput('input', 'Create 1 to 1000 keys a call.');
        const limit = planOf(store).keyLimit;
        if (limit !== null && ownedKeys().length + input.length > limit) {
          throw new CodedError(`Your plan includes ${limit} keys.`, 'PLAN_LIMIT_REACHED');
        }
        const created: MockKey[] = [];
        const before = ws.keys.length;
        try {
          for (const item of input) {
            if ((item.description ?? '').length > DESCRIPTION_MAX) {
              throw badInput('description', `A description has at most ${DESCRIPTION_MAX} characters.`);
            }
            checkName(item.name, item.plural ?? false, groupId);
            const key: MockKey = {
              id: newId(store, 'key'),
              groupId,
              name: item.name,
              description: item.description || null,
              plural: item.plural ?? false,
              version: 1,
            };
            ws.keys.push(key);
            created.push(key);
          }
        } catch (error) {
          ws.keys.length = before; // all or none
          throw error;
        }
        for (const key of created) record(key, 'key.created', null, null, { name: key.name });
        return created.map(keyView);
      },
      updateKey: ({
        id,
        input,
        expectedVersion,
      }: {
        id: string;
        input: { name?: string | null; description?: string | null; plural?: boolean | null };
        expectedVersion: number;
      }) => {
        const key = findKey(id);
        if (key.version !== expectedVersion) {
          throw new CodedError('This key was changed meanwhile.', 'VERSION_CONFLICT', {
            current: {
              id: key.id,
              name: key.name,
              description: key.description,
              plural: key.plural,
              version: key.version,
            },
          });
        }
        const before = { name: key.name, description: key.description, plural: key.plural };
        const name = input.name ?? key.name;
        const plural = input.plural ?? key.plural;
        if ((input.description ?? '').length > DESCRIPTION_MAX) {
          throw badInput('description', `A description has at most ${DESCRIPTION_MAX} characters.`);
        }
        checkName(name, plural, key.groupId, key.id);
        key.name = name;
        key.plural = plural;
        if (input.description !== undefined) key.description = input.description || null;
        key.version += 1;
        record(key, name === before.name ? 'key.updated' : 'key.renamed', null, before, {
          name: key.name,
          description: key.description,
          plural: key.plural,
        });
        return keyView(key);
      },
      moveKeys: ({ ids, toGroupId }: { ids: string[]; toGroupId: string }) => {
        const keys = ids.map(findKey);
        const target = projectOfGroup(toGroupId);
        if (keys.some((key) => projectOfGroup(key.groupId).id !== target.id)) {
          throw badInput('toGroupId', 'Keys move within their project only.');
        }
        for (const key of keys) checkName(key.name, key.plural, toGroupId, key.id);
        for (const key of keys) {
          record(key, 'key.moved', null, { groupId: key.groupId }, { groupId: toGroupId });
          key.groupId = toGroupId;
          key.version += 1;
        }
        return keys.map(keyView);
      },
      deleteKeys: ({ ids }: { ids: string[] }) => {
        const keys = ids.map(findKey);
        const gone = new Set(keys.map((key) => key.id));
        ws.keys = ws.keys.filter((key) => !gone.has(key.id));
        return keys.length;
      },
      setTranslation: ({ input }: { input: TranslationInput }) => setOne(input),
      setTranslations: ({ input }: { input: TranslationInput[] }) => {
        if (input.length < 1 || input.length > 500) throw badInput('input', 'Set 1 to 500 values a call.');
        return input.map((one) => setOne(one));
      },
      revertTranslation: ({
        activityId,
        expectedVersion,
      }: {
        activityId: string;
        expectedVersion: number;
      }) => {
        const activity = ws.activities.find((candidate) => candidate.id === activityId);
        if (!activity?.language || !activity.after) throw new CodedError('Activity not found.', 'NOT_FOUND');
        const key = findKey(activity.keyId);
        const current = storedValue(key.id, activity.language);
        if (current.version !== expectedVersion) {
          throw new CodedError('Someone saved this value meanwhile.', 'VERSION_CONFLICT', {
            current: translationView(key, activity.language),
          });
        }
        const after = JSON.parse(activity.after) as {
          text?: string;
          forms?: Record<string, string>;
          state: MockState;
        };
        return write(
          key,
          activity.language,
          {
            text: key.plural ? null : after.text || null,
            forms: key.plural ? (after.forms ?? {}) : null,
            state: after.state,
          },
          'value.reverted',
        );
      },
      addComment: ({
        keyId,
        language,
        text,
        mentions,
      }: {
        keyId: string;
        language?: string | null;
        text: string;
        mentions?: string[] | null;
      }) => {
        const key = findKey(keyId);
        if (text.trim() === '' || text.length > 5000)
          throw badInput('text', 'A comment is 1 to 5000 characters.');
        const user = store.session as NonNullable<typeof store.session>;
        const members = [user.id, ...(projectOfGroup(key.groupId).members ?? []).map((m) => m.accountId)];
        if ((mentions ?? []).some((id) => !members.includes(id)))
          throw badInput('mentions', 'Only members of this project can be mentioned.');
        const comment: MockComment = {
          id: `comment-${(ws.comments ?? []).length + 1}-${Date.now()}`,
          keyId: key.id,
          language: language ?? null,
          text,
          by: `${user.firstName} ${user.lastName}`,
          byAccountId: user.id,
          createdAt: new Date().toISOString(),
          resolved: false,
          mentions: mentions ?? [],
        };
        ws.comments = [...(ws.comments ?? []), comment];
        return comment;
      },
      resolveComment: ({ id, resolved }: { id: string; resolved: boolean }) => {
        const comment = (ws.comments ?? []).find((candidate) => candidate.id === id);
        if (!comment) throw new CodedError('Comment not found.', 'NOT_FOUND');
        comment.resolved = resolved;
        return comment;
      },
      deleteComment: ({ id }: { id: string }) => {
        if (!(ws.comments ?? []).some((candidate) => candidate.id === id)) {
          throw new CodedError('Comment not found.', 'NOT_FOUND');
        }
        ws.comments = (ws.comments ?? []).filter((candidate) => candidate.id !== id);
        return true;
      },
    },
  };
}
