import { PROJECT_LANGUAGES_MAX } from '@verba/contract';
import type { MockGroup, MockProject } from '../fixtures.ts';
import type { MockStore } from '../store.ts';
import { CodedError } from './coded-error.ts';

// Project languages and progress of translation-contract.md, over the one in-memory store.

export interface ProgressEntry {
  language: string;
  total: number;
  translated: number;
  reviewed: number;
  outdated: number;
}

/** Base first, then the targets in the order added. */
export function languagesOf(project: MockProject) {
  return [
    { tag: project.baseLanguage, isBase: true },
    ...(project.targetLanguages ?? [])
      .filter((tag) => tag !== project.baseLanguage)
      .map((tag) => ({ tag, isBase: false })),
  ];
}

/** One entry per project language; total is the group's key count. */
export function groupProgress(project: MockProject, group: MockGroup): ProgressEntry[] {
  const total = group.keyCount ?? 0;
  return languagesOf(project).map(({ tag }) => {
    const counts = group.counts?.[tag];
    return {
      language: tag,
      total,
      translated: counts?.translated ?? 0,
      reviewed: counts?.reviewed ?? 0,
      outdated: counts?.outdated ?? 0,
    };
  });
}

/** The sum over every group of the project. */
export function projectProgress(project: MockProject): ProgressEntry[] {
  const perGroup = project.groups.map((group) => groupProgress(project, group));
  return languagesOf(project).map(({ tag }, index) =>
    perGroup.reduce(
      (sum, entries) => {
        const entry = entries[index] as ProgressEntry;
        return {
          language: tag,
          total: sum.total + entry.total,
          translated: sum.translated + entry.translated,
          reviewed: sum.reviewed + entry.reviewed,
          outdated: sum.outdated + entry.outdated,
        };
      },
      { language: tag, total: 0, translated: 0, reviewed: 0, outdated: 0 },
    ),
  );
}

/** A canonical BCP 47 tag, or BAD_USER_INPUT naming the field (and the item of a list). */
function checkTag(tag: string, field: string, index?: number): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    if (canonical) return canonical;
  } catch {
    // Falls through to the same answer as an empty tag.
  }
  throw new CodedError(`“${tag}” is not a BCP 47 language tag.`, 'BAD_USER_INPUT', {
    field,
    ...(index !== undefined && { index }),
  });
}

/** The mutations: addLanguages and removeLanguage, with the server's errors. */
export function languageResolvers(store: MockStore) {
  const findProject = (id: string) => {
    if (!store.session) throw new CodedError('You are not signed in.', 'UNAUTHENTICATED');
    const project = store.projects.find((candidate) => candidate.id === id);
    if (!project) throw new CodedError('Project not found.', 'NOT_FOUND');
    return project;
  };

  return {
    addLanguages: ({ projectId, tags }: { projectId: string; tags: string[] }) => {
      const project = findProject(projectId);
      if (tags.length === 0) {
        throw new CodedError('Choose at least one language.', 'BAD_USER_INPUT', { field: 'tags' });
      }
      if (tags.length > PROJECT_LANGUAGES_MAX) {
        throw new CodedError(`Add at most ${PROJECT_LANGUAGES_MAX} languages at a time.`, 'BAD_USER_INPUT', {
          field: 'tags',
        });
      }
      const canonical = tags.map((tag, index) => checkTag(tag, 'tags', index));
      const targets = project.targetLanguages ?? [];
      for (const tag of canonical) {
        if (tag !== project.baseLanguage && !targets.includes(tag)) targets.push(tag);
      }
      project.targetLanguages = targets;
      return languagesOf(project);
    },
    removeLanguage: ({ projectId, tag }: { projectId: string; tag: string }) => {
      const project = findProject(projectId);
      const canonical = checkTag(tag, 'tag');
      if (canonical === project.baseLanguage) {
        throw new CodedError(
          'The base language cannot be removed. Make another language the base first.',
          'BAD_USER_INPUT',
          { field: 'tag' },
        );
      }
      if (!project.targetLanguages?.includes(canonical)) {
        throw new CodedError(`${canonical} is not a language of this project.`, 'BAD_USER_INPUT', {
          field: 'tag',
        });
      }
      project.targetLanguages = project.targetLanguages.filter((target) => target !== canonical);
      // Its values are deleted with it.
      const groupIds = new Set(project.groups.map((group) => group.id));
      for (const group of project.groups) {
        if (group.counts) delete group.counts[canonical];
      }
      for (const key of store.workspace.keys.filter((candidate) => groupIds.has(candidate.groupId))) {
        delete store.workspace.values[`${key.id} ${canonical}`];
      }
      return true;
    },
  };
}
