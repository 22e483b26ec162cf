/** The import and export shapes of translation-contract.md ("Files"). */
export type ImportStatus = 'preview' | 'applying' | 'done' | 'failed' | 'discarded';

export interface ImportIssue {
  key: string;
  code: string;
  message: string;
  /** DUPLICATE_KEY: the lines of the key's first and later value (the later is kept). */
  lines?: [number, number];
}

export interface ImportFilePreview {
  path: string;
  language: string;
  group: string;
  keys: number;
  added: number;
  changed: number;
  unchanged: number;
  issues: ImportIssue[];
  issueCount: number;
  /** The file's shape as detected (the fields of GraphQL's FileShape). */
  shape: ImportFileShape;
  /** The settings where it differs from its existing group's shape; empty for a new group. */
  shapeDiffers: (keyof ImportFileShape)[];
  /**
   * How exported paths, release files and `verba pull` write the file's language once the import
   * is applied (`de_DE`): the spelling the project keeps, or on the language's first import the
   * path's own. Absent in previews stored before spellings were kept.
   */
  spelling?: string;
}

/** How an i18next file is laid out (translation contract, "Files: i18next JSON"). */
export interface ImportFileShape {
  structure: 'NESTED' | 'FLAT';
  keySeparator: string;
  pluralStyle: 'V4' | 'V3';
  indent: string;
  sortKeys: boolean;
  emptyValues: 'OMIT' | 'EMPTY_STRING';
  escapeNonAscii: boolean;
  finalNewline: boolean;
}

/** Why an apply failed (docs/api-contract-extensions.md, issue 31). */
export type ImportFailureCode = 'timeout' | 'conflict' | 'limit' | 'outage' | 'internal';

export interface Import {
  id: string;
  projectId: string;
  status: ImportStatus;
  files: ImportFilePreview[];
  newGroups: string[];
  newLanguages: string[];
  newKeys: number;
  /** The file codes that are not project languages: where each goes by default (translation contract). */
  languageMatches: LanguageMatch[];
  /** The owner's key limit (null when unlimited), the keys owned, and the keys this import would add. */
  keyLimit: KeyLimit;
  progress: { done: number; total: number };
  result: { added: number; updated: number; skipped: number } | null;
  error: string | null;
  /**
   * With `error`: IMPORT_INTERRUPTED when the server applying it stopped before the end, the code
   * of a refusal (e.g. PLAN_LIMIT_REACHED), else IMPORT_FAILED.
   */
  errorCode: string | null;
  /**
   * With a failed status: what kind of failure it was, so the screen can say what to do
   * (`timeout`, `conflict`, `limit`, `outage`; `internal` for a fault of the server's own).
   */
  failure: { code: ImportFailureCode } | null;
  createdAt: string;
  expiresAt: string;
}

/** What an apply does with a file code that is not a project language. */
export type LanguageAction = 'MAP' | 'ADD' | 'SKIP';

/**
 * A file code that is not a project language (`en_US`): `MAP` to the project language of the same
 * language subtag (`en`), else `ADD` as a new language; the apply body may decide otherwise.
 */
export interface LanguageMatch {
  code: string;
  /** MAP: the project language its files go to; ADD and SKIP: the code's own tag. */
  language: string;
  action: LanguageAction;
}

export interface KeyLimit {
  limit: number | null;
  owned: number;
  adding: number;
}

/** An apply's decision for one code of `languageMatches`; `language` is the project language to MAP to. */
export interface LanguageDecision {
  action: LanguageAction;
  language?: string;
}

export interface ApplyOptions {
  overwrite: boolean;
  createGroups: boolean;
  addLanguages: boolean;
  /** Existing groups take the shape of their imported file (base language's, else the first). */
  adoptShape?: boolean;
  /** Per code of `languageMatches`: what to do with its files instead of the preview's action. */
  languages?: Record<string, LanguageDecision>;
}

export type ExportStructure = 'nested' | 'flat';
export type ExportState = 'TRANSLATED' | 'REVIEWED';

/** The exchange files of the aids contract, for agencies' CAT tools. */
export type ExchangeFormat = 'xliff12' | 'xliff2' | 'po';
export type ExchangeState = 'EMPTY' | 'TRANSLATED' | 'REVIEWED';

export interface ExchangeOptions {
  language: string;
  format: ExchangeFormat;
  groups?: readonly string[];
  /** Default EMPTY: what needs translating. */
  states?: readonly ExchangeState[];
}

export interface ExportOptions {
  languages?: readonly string[];
  groups?: readonly string[];
  structure?: ExportStructure;
  states?: readonly ExportState[];
}
