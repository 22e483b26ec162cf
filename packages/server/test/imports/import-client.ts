import { crc32, deflateRawSync } from 'node:zlib';
import type { Import } from '@verba/contract';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';

/** A zip of these files (path → text or raw bytes). */
export const zipOf = (files: Record<string, string | Uint8Array>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, body]) => [path, typeof body === 'string' ? strToU8(body) : body]),
      ),
    ),
  );

export function uploadZip(t: TestApp, cookies: Cookies, projectId: string, body: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/imports`,
    headers: { 'content-type': 'application/zip' },
    payload: body,
    cookies,
  });
}

export function uploadJson(t: TestApp, cookies: Cookies, projectId: string, text: string, query: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/imports?${query}`,
    headers: { 'content-type': 'application/json' },
    payload: text,
    cookies,
  });
}

export async function preview(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  files: Record<string, string>,
) {
  const response = await uploadZip(t, cookies, projectId, zipOf(files));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Import;
}

export const options = { overwrite: true, createGroups: true, addLanguages: true };

export function applyImport(t: TestApp, cookies: Cookies, id: string, body: unknown = options) {
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/apply`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    cookies,
  });
}

export async function status(t: TestApp, cookies: Cookies, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, cookies })).json() as Import;
}

/** Applies and waits until the import is done or failed. */
export async function applyAndWait(
  t: TestApp,
  cookies: Cookies,
  id: string,
  body: unknown = options,
  seen: Import[] = [],
) {
  const started = await applyImport(t, cookies, id, body);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json()).toEqual({ id, status: 'applying' });
  for (;;) {
    const answer = await status(t, cookies, id);
    if (answer.status !== 'applying') return answer;
    seen.push(answer);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function importFiles(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  files: Record<string, string>,
) {
  const answer = await preview(t, cookies, projectId, files);
  const done = await applyAndWait(t, cookies, answer.id);
  expect(done.status, done.error ?? '').toBe('done');
  return done;
}

export async function exportProject(t: TestApp, cookies: Cookies, projectId: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/export${query}`, cookies });
}

/** An exported zip's files, path → text. */
export const unzipText = (zip: Uint8Array) =>
  Object.fromEntries(Object.entries(unzipSync(zip)).map(([path, bytes]) => [path, strFromU8(bytes)]));

/** The project's language tags, in the order the project lists them. */
export async function projectLanguages(t: TestApp, cookies: Cookies, id: string) {
  const answer = await ok<{ project: { languages: { tag: string }[] } }>(
    t,
    cookies,
    'query ($id: ID!) { project(id: $id) { languages { tag } } }',
    { id },
  );
  return answer.project.languages.map((language) => language.tag);
}

/**
 * A one-entry zip whose header claims `claimedSize` bytes unpacked, whatever the data inflates to:
 * a zip bomb that lies. Built with native zlib, which packs 200 MiB of zeros in a moment.
 */
export function lyingZip(name: string, data: Uint8Array, claimedSize: number): Buffer {
  const packed = deflateRawSync(data, { level: 9 });
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(packed.length, 18);
  header.writeUInt32LE(claimedSize, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), packed]);
}
