import { and, eq, inArray } from 'drizzle-orm';
import type { Access } from '../access/authorize.ts';
import { requireRight } from '../access/authorize.ts';
import type { Database } from '../db/database.ts';
import { groups, projectLanguages } from '../db/schema.ts';
import { isId } from '../projects/input-rules.ts';
import { badInput } from '../workspace/workspace-rules.ts';
import type { MachineProvider } from './provider.ts';

export type PretranslateSource = 'MEMORY' | 'MACHINE' | 'MEMORY_THEN_MACHINE';

export interface PretranslateInput {
  languages: string[];
  groupIds?: string[] | null;
  source: PretranslateSource;
  minSimilarity?: number | null;
  provider?: string | null;
}

export interface PretranslatePlan {
  languages: string[];
  /** null: every group. */
  groupIds: string[] | null;
  source: PretranslateSource;
  /** Memory matches at least this similar. */
  minSimilarity: number;
  /** The provider asked: null when the source is MEMORY alone. */
  provider: MachineProvider | null;
}

const sources: readonly PretranslateSource[] = ['MEMORY', 'MACHINE', 'MEMORY_THEN_MACHINE'];

/** Whether the source asks the translation memory, and whether it asks a provider. */
export const usesMemory = (source: PretranslateSource) => source !== 'MACHINE';
export const usesMachine = (source: PretranslateSource) => source !== 'MEMORY';

/** The input checked against the project: its target languages, its groups, a configured provider. */
export async function planPretranslation(
  db: Database,
  access: Access,
  input: PretranslateInput,
  providers: MachineProvider[],
): Promise<PretranslatePlan> {
  const { project } = access;
  if (!sources.includes(input.source)) {
    throw badInput('source', `The source is one of: ${sources.join(', ')}.`);
  }
  const minSimilarity = input.minSimilarity ?? 1;
  if (!(minSimilarity >= 0.5 && minSimilarity <= 1)) {
    throw badInput('minSimilarity', 'minSimilarity is between 0.5 and 1.');
  }
  const provider = !usesMachine(input.source)
    ? null
    : input.provider
      ? providers.find((one) => one.name === input.provider)
      : providers[0];
  if (provider === undefined) {
    throw badInput(
      'provider',
      providers.length === 0
        ? 'No machine translation provider is configured on this server.'
        : `The provider is one of: ${providers.map((one) => one.name).join(', ')}.`,
    );
  }
  const languages = [...new Set(input.languages)];
  if (languages.length === 0) throw badInput('languages', 'Name at least one language to pre-translate.');
  const known = await db
    .select({ tag: projectLanguages.tag })
    .from(projectLanguages)
    .where(and(eq(projectLanguages.projectId, project.id), inArray(projectLanguages.tag, languages)));
  const targets = new Set(known.map((row) => row.tag).filter((tag) => tag !== project.baseLanguage));
  const stranger = languages.find((language) => !targets.has(language));
  if (stranger !== undefined) {
    throw badInput('languages', `${stranger.slice(0, 40)} is not a target language of this project.`);
  }
  for (const language of languages) requireRight(access, 'translate', language);
  let groupIds: string[] | null = null;
  if (input.groupIds) {
    groupIds = [...new Set(input.groupIds)];
    const found = groupIds.every(isId)
      ? await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.projectId, project.id), inArray(groups.id, groupIds)))
      : [];
    if (found.length !== groupIds.length || groupIds.length === 0) {
      throw badInput('groupIds', 'Every group must be one of this project’s.');
    }
  }
  return { languages, groupIds, source: input.source, minSimilarity, provider };
}
