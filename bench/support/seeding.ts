// Projects filled through the real server's import, as the benches seed them: generated i18next
// files, a Business account (no key limit), and an upload's preview and apply timed.
import { strToU8, zipSync } from 'fflate';
import { graphql, signedInCookie, type VerbaServer } from './verba-server.ts';

export interface LocaleFiles {
  languages: readonly string[];
  /** The groups' numbers: each is one file per language, `locales/<language>/group<n>.json`. */
  groups: readonly number[];
  keys: number;
  /** A value's text; the default has a placeholder, as most real texts do. */
  text?: (language: string, group: number, key: number) => string;
}

const defaultText = (language: string, group: number, key: number) =>
  `${language} text ${group}.${key} with {{name}}`;

/** i18next files nested 50 keys to a section, as real files are, zipped: the zip and its largest file's bytes. */
export function nestedLocaleZip({ languages, groups, keys, text = defaultText }: LocaleFiles) {
  const files: Record<string, Uint8Array> = {};
  let largestFile = 0;
  for (const language of languages) {
    for (const group of groups) {
      const sections: Record<string, Record<string, string>> = {};
      for (let key = 0; key < keys; key++) {
        const section = `section${String(Math.floor(key / 50)).padStart(3, '0')}`;
        sections[section] ??= {};
        (sections[section] as Record<string, string>)[`key${key}`] = text(language, group, key);
      }
      const bytes = strToU8(`${JSON.stringify(sections, null, 2)}\n`);
      largestFile = Math.max(largestFile, bytes.length);
      files[`locales/${language}/group${group}.json`] = bytes;
    }
  }
  return { zip: zipSync(files, { level: 6 }), largestFile };
}

/** A signed-in account on the Business plan, which has no key limit. */
export async function businessAccount(server: VerbaServer): Promise<string> {
  const cookie = await signedInCookie(server);
  await graphql(server.url, cookie, 'mutation { changePlan(planId: "business") { since } }');
  return cookie;
}

export async function newProject(server: VerbaServer, cookie: string, name: string, baseLanguage = 'en') {
  const created = await graphql(
    server.url,
    cookie,
    'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
    { input: { name, baseLanguage } },
  );
  return (created.data as { createProject: { id: string } }).createProject.id;
}

/** Uploads a zip as an import's preview: its id and how long the preview took. */
export async function previewImport(server: VerbaServer, cookie: string, projectId: string, zip: Uint8Array) {
  const started = performance.now();
  const upload = await fetch(`${server.url}/api/projects/${projectId}/imports`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', cookie },
    body: Buffer.from(zip),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  return { id, ms: performance.now() - started };
}

/**
 * Applies an import with everything allowed and reads its status every `pollMs` until it is done:
 * how long that took, and how many reads were answered or refused meanwhile (a refused read, as
 * another user's request would be, is counted, not fatal). A failed apply throws with its cause.
 */
export async function applyImport(server: VerbaServer, cookie: string, id: string, pollMs = 100) {
  const started = performance.now();
  const apply = await fetch(`${server.url}/api/imports/${id}/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ overwrite: true, createGroups: true, addLanguages: true }),
  });
  if (apply.status !== 202) throw new Error(`apply: ${apply.status} ${await apply.text()}`);
  let reads = 0;
  let refusedReads = 0;
  for (;;) {
    await new Promise((done) => setTimeout(done, pollMs));
    const read = await fetch(`${server.url}/api/imports/${id}`, { headers: { cookie } });
    if (!read.ok) {
      refusedReads += 1;
      await read.arrayBuffer();
      continue;
    }
    reads += 1;
    const answer = (await read.json()) as {
      status: string;
      error: string | null;
      failure?: { code: string } | null;
    };
    if (answer.status === 'done') return { ms: performance.now() - started, reads, refusedReads };
    if (answer.status !== 'applying') {
      throw new Error(
        `apply ${answer.status} (${answer.failure?.code ?? 'no failure code'}): ${answer.error}`,
      );
    }
  }
}

/** Previews and applies one zip: the import's id. */
export async function importZip(server: VerbaServer, cookie: string, projectId: string, zip: Uint8Array) {
  const { id } = await previewImport(server, cookie, projectId, zip);
  await applyImport(server, cookie, id, 200);
  return id;
}
