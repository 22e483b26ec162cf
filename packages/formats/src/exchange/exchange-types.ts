import type { PluralCategory } from '../plural-categories.ts';

/** The exchange formats agencies' tools read (aids contract, "Exchange files for agencies"). */
export const EXCHANGE_FORMATS = ['xliff12', 'xliff2', 'po'] as const;
export type ExchangeFormat = (typeof EXCHANGE_FORMATS)[number];

export type ExchangeState = 'EMPTY' | 'TRANSLATED' | 'REVIEWED';
export type PluralForms = Partial<Record<PluralCategory, string>>;

/** A key as an exchange file hands it out: its base text, its target (null when EMPTY), its note. */
export type ExchangeKey = {
  group: string;
  name: string;
  description: string | null;
  state: ExchangeState;
} & (
  | { plural: false; source: string; target: string | null }
  | { plural: true; source: PluralForms; target: PluralForms | null }
);

/** One target language of one project, as one file. */
export interface ExchangeDocument {
  projectId: string;
  sourceLanguage: string;
  targetLanguage: string;
  keys: readonly ExchangeKey[];
}

/**
 * A key as an exchange file brings it back: `name` is `group/key` as exported (the group is found
 * against the project's groups, as both may hold a `/`); an untranslated target is `""`. For a
 * plural key, the source forms are those the file repeats (see `sourceOfForm`).
 */
export type ExchangeEntry =
  | { name: string; plural: false; source: string; target: string }
  | { name: string; plural: true; source: PluralForms; target: PluralForms };

export interface ExchangeFile {
  format: ExchangeFormat;
  /** The project the file was exported from, as it says; null when it says none. */
  projectId: string | null;
  targetLanguage: string | null;
  entries: ExchangeEntry[];
}

/**
 * The base text a target's plural form is translated from: the base's own form of that category,
 * else its `other` (a Russian `few` is translated from the English `other`).
 */
export const sourceOfForm = (source: PluralForms, category: PluralCategory): string =>
  source[category] ?? source.other ?? '';

/** Where an exchange file names its project: an XLIFF file's id/original, a PO header. */
export const projectMarker = (projectId: string) => `verba-project-${projectId}`;
export const projectOfMarker = (marker: string | undefined): string | null =>
  marker?.startsWith('verba-project-') ? marker.slice('verba-project-'.length) : null;
