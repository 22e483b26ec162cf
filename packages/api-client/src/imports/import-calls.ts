import {
  type ApplyOptions,
  type ExchangeOptions,
  type ExportOptions,
  glossaryLimits,
  IMPORT_UPLOAD_BYTES,
  type Import,
} from '@verba/contract';
import { zipSync } from 'fflate';
import { post, request } from '../http.ts';
import {
  type ApiResult,
  failure,
  failureFromBody,
  NETWORK_ERROR,
  success,
  UNKNOWN_ERROR,
} from '../result.ts';

/** The largest upload the server takes (translation-contract.md). */
export const IMPORT_UPLOAD_LIMIT = IMPORT_UPLOAD_BYTES;
export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';
/** The largest TMX file the account's memory takes (aids contract), the same 50 MiB. */
export const MEMORY_UPLOAD_LIMIT = 50 * 1024 * 1024;

/**
 * What a user drops: a zip, one JSON file (with its language and group), a folder's files, an
 * XLIFF or PO exchange file coming back from an agency, or a glossary CSV (aids contract).
 */
export type ImportUpload =
  | { kind: 'zip'; file: Blob }
  | { kind: 'glossary'; file: Blob }
  | { kind: 'exchange'; file: Blob; name: string }
  | { kind: 'json'; file: Blob; language: string; group: string }
  | { kind: 'files'; files: readonly { path: string; file: Blob }[] };

async function bodyOf(upload: ImportUpload): Promise<{ body: Blob; type: string; route: string }> {
  if (upload.kind === 'zip') return { body: upload.file, type: 'application/zip', route: 'imports' };
  if (upload.kind === 'glossary') return { body: upload.file, type: 'text/csv', route: 'glossary' };
  if (upload.kind === 'exchange') {
    const type = /\.pot?$/i.test(upload.name) ? 'text/x-gettext-translation' : 'application/xliff+xml';
    return { body: upload.file, type, route: 'exchange' };
  }
  if (upload.kind === 'json') {
    const query = new URLSearchParams({ language: upload.language, group: upload.group });
    return { body: upload.file, type: 'application/json', route: `imports?${query}` };
  }
  // A folder's files travel as one zip, made here; their paths keep the layout the server reads.
  const entries: Record<string, Uint8Array> = {};
  for (const { path, file } of upload.files) entries[path] = new Uint8Array(await file.arrayBuffer());
  const zipped = zipSync(entries, { level: 6 });
  return { body: new Blob([zipped as Uint8Array<ArrayBuffer>]), type: 'application/zip', route: 'imports' };
}

/** Uploads files into a preview; nothing of the project changes until applyImport. */
export async function uploadImport(projectId: string, upload: ImportUpload): Promise<ApiResult<Import>> {
  const { body, type, route } = await bodyOf(upload);
  // An exchange file of 50 MiB or more is refused, as the server refuses it; a glossary past 5 MiB.
  if (upload.kind === 'glossary' && body.size > glossaryLimits.csvBytes)
    return failure(PAYLOAD_TOO_LARGE, 'The file is too large (at most 5 MiB).');
  if (body.size > IMPORT_UPLOAD_LIMIT - (upload.kind === 'exchange' ? 1 : 0))
    return failure(PAYLOAD_TOO_LARGE, 'The upload is too large (at most 50 MiB).');
  let response: Response;
  try {
    response = await fetch(`/api/projects/${encodeURIComponent(projectId)}/${route}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': type, Accept: 'application/json' },
      body,
    });
  } catch {
    return failure(NETWORK_ERROR);
  }
  try {
    const answer: unknown = await response.json();
    if (response.ok) return success(answer as Import);
    // INVALID_FILE names the file at fault.
    const path = (answer as { path?: unknown } | null)?.path;
    const failed = failureFromBody(answer);
    return typeof path === 'string' ? { ...failed, details: { path } } : failed;
  } catch {
    return failure(UNKNOWN_ERROR);
  }
}

/**
 * Uploads a TMX file for the account's translation memory (aids contract): kept an hour for its
 * preview and import; nothing is stored until importMemory. At most 50 MiB, as the server takes.
 */
export async function uploadMemory(file: Blob): Promise<ApiResult<{ id: string }>> {
  if (file.size > MEMORY_UPLOAD_LIMIT)
    return failure(PAYLOAD_TOO_LARGE, 'The upload is too large (at most 50 MiB).');
  let response: Response;
  try {
    response = await fetch('/api/memory/uploads', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-tmx+xml', Accept: 'application/json' },
      body: file,
    });
  } catch {
    return failure(NETWORK_ERROR);
  }
  try {
    const answer: unknown = await response.json();
    return response.ok ? success(answer as { id: string }) : failureFromBody(answer);
  } catch {
    return failure(UNKNOWN_ERROR);
  }
}

/** The address of a project's translated pairs as TMX 1.4b (aids contract). */
export const projectMemoryTmxUrl = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/memory.tmx`;

export const getImport = (id: string) =>
  request<Import>(`/api/imports/${encodeURIComponent(id)}`, { method: 'GET' });

export const applyImport = (id: string, options: ApplyOptions) =>
  post<{ id: string; status: 'applying' }>(`/api/imports/${encodeURIComponent(id)}/apply`, options);

export const discardImport = (id: string) =>
  post<{ success: true }>(`/api/imports/${encodeURIComponent(id)}/discard`);

function exportQuery(options: ExportOptions): string {
  const query = new URLSearchParams();
  if (options.languages?.length) query.set('languages', options.languages.join(','));
  if (options.groups?.length) query.set('groups', options.groups.join(','));
  if (options.structure) query.set('structure', options.structure);
  if (options.states?.length) query.set('states', options.states.join(','));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The address of a project's zip; a link to it downloads the file with the session cookie. */
export const projectExportUrl = (projectId: string, options: ExportOptions = {}) =>
  `/api/projects/${encodeURIComponent(projectId)}/export${exportQuery(options)}`;

/** The address of one language as an XLIFF or PO file for an agency (aids contract). */
export function projectExchangeUrl(projectId: string, options: ExchangeOptions): string {
  const query = new URLSearchParams({ language: options.language, format: options.format });
  if (options.groups?.length) query.set('groups', options.groups.join(','));
  if (options.states?.length) query.set('states', options.states.join(','));
  return `/api/projects/${encodeURIComponent(projectId)}/exchange?${query}`;
}

/** The address of the project's glossary as CSV or TBX (aids contract). */
export const projectGlossaryUrl = (projectId: string, format: 'csv' | 'tbx') =>
  `/api/projects/${encodeURIComponent(projectId)}/glossary.${format}`;

/** The address of one group's file in one language. */
export const groupExportUrl = (
  groupId: string,
  language: string,
  options: Omit<ExportOptions, 'groups'> = {},
) =>
  `/api/groups/${encodeURIComponent(groupId)}/export/${encodeURIComponent(language)}.json${exportQuery(options)}`;
