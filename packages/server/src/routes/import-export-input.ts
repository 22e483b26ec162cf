import { z } from 'zod';
import { DomainError } from '../errors.ts';
import type { ExportStructure } from '../exports/export-service.ts';
import type { TranslationState } from '../workspace/translation-view.ts';
import { canonicalTag } from '../workspace/workspace-rules.ts';

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });

const list = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.split(',').map((item) => item.trim()) : null;

/** `languages`: a comma list of the project's languages (any spelling of their tags); default all. */
export function languagesQuery(value: unknown, projectLanguages: readonly string[]): string[] {
  const asked = list(value);
  if (!asked) return [...projectLanguages];
  return [
    ...new Set(
      asked.map((tag) => {
        const canonical = canonicalTag(tag.replace(/_/g, '-'));
        if (!canonical || !projectLanguages.includes(canonical)) {
          throw invalid('languages', `“${tag.slice(0, 50)}” is not a language of this project.`);
        }
        return canonical;
      }),
    ),
  ];
}

const states = ['EMPTY', 'TRANSLATED', 'REVIEWED'] as const;

export function exportQuery(query: Record<string, unknown>): {
  structure: ExportStructure;
  states: TranslationState[];
} {
  const structure = query.structure ?? null;
  if (structure !== null && structure !== 'nested' && structure !== 'flat')
    throw invalid('structure', 'structure is nested or flat (left out: each group’s own).');
  const asked = list(query.states) ?? ['TRANSLATED', 'REVIEWED'];
  for (const state of asked) {
    if (!(states as readonly string[]).includes(state)) {
      throw invalid('states', 'states is a comma list of TRANSLATED and REVIEWED.');
    }
  }
  return { structure, states: asked as TranslationState[] };
}

export const applySchema = z.object({
  overwrite: z.boolean(),
  createGroups: z.boolean(),
  addLanguages: z.boolean(),
  adoptShape: z.boolean().default(false),
  languages: z
    .record(
      z.string().max(100),
      z.object({ action: z.enum(['MAP', 'ADD', 'SKIP']), language: z.string().max(100).optional() }),
    )
    .optional(),
});

/** The `attachment` header with the file name in plain ASCII and in full (RFC 6266). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
