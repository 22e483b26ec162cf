/** The import and export shapes of translation-contract.md ("Files"). */
export type ImportStatus = 'preview' | 'applying' | 'done' | 'failed' | 'discarded';

export interface ImportIssue {
  key: string;
  code: string;
  message: string;
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
}

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
  createdAt: string;
  expiresAt: string;
}

export interface ApplyOptions {
  overwrite: boolean;
  createGroups: boolean;
  addLanguages: boolean;
}

export type ExportStructure = 'nested' | 'flat';
export type ExportState = 'TRANSLATED' | 'REVIEWED';

export interface ExportOptions {
  languages?: readonly string[];
  groups?: readonly string[];
  structure?: ExportStructure;
  states?: readonly ExportState[];
}
