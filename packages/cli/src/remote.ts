import type { Import } from '@verba/contract';
import type { ApiClient } from './api-client.ts';
import { readZip } from './zip.ts';

// An import as `GET /api/v1/imports/{id}` answers it: the contract's one shape.
export type { Import, ImportFilePreview as ImportFile } from '@verba/contract';

const projectPath = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}`;
const importPath = (id: string) => `/api/v1/imports/${encodeURIComponent(id)}`;

/** The project's files as the export writes them: `{language}/{group name}.json` to bytes. */
export async function exportFiles(api: ApiClient, projectId: string): Promise<Map<string, Uint8Array>> {
  const response = await api.request('GET', `${projectPath(projectId)}/export`);
  return readZip(new Uint8Array(await response.arrayBuffer()));
}

export const uploadImport = (api: ApiClient, projectId: string, zip: Uint8Array) =>
  api.json<Import>('POST', `${projectPath(projectId)}/imports`, { zip });

/** One target language as an exchange file (aids contract): the text as the server wrote it. */
export async function exportExchange(
  api: ApiClient,
  projectId: string,
  query: URLSearchParams,
): Promise<string> {
  const response = await api.request('GET', `${projectPath(projectId)}/exchange?${query}`);
  return response.text();
}

/** Brings an exchange file back as an import preview; `force` writes units whose source changed. */
export const uploadExchange = (
  api: ApiClient,
  projectId: string,
  file: Uint8Array,
  contentType: string,
  force: boolean,
) =>
  api.json<Import>('POST', `${projectPath(projectId)}/exchange${force ? '?force=1' : ''}`, {
    file,
    contentType,
  });

export const readImport = (api: ApiClient, id: string) => api.json<Import>('GET', importPath(id));

export const applyImport = (api: ApiClient, id: string, overwrite: boolean) =>
  api.json<{ id: string; status: string }>('POST', `${importPath(id)}/apply`, {
    // A push brings the repository's new groups and languages along; the preview has named them.
    json: { overwrite, createGroups: true, addLanguages: true },
  });

export async function discardImport(api: ApiClient, id: string): Promise<void> {
  await api.request('POST', `${importPath(id)}/discard`, { json: {} });
}
