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

export interface ApplyOptions {
  overwrite: boolean;
  createGroups: boolean;
  addLanguages: boolean;
  /** Existing groups take the shape of their imported file (base language's, else the first). */
  adoptShape?: boolean;
}

export type ExportStructure = 'nested' | 'flat';
export type ExportState = 'TRANSLATED' | 'REVIEWED';

export interface ExportOptions {
  languages?: readonly string[];
  groups?: readonly string[];
  structure?: ExportStructure;
  states?: readonly ExportState[];
}
