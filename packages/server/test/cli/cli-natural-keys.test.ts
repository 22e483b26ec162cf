import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createProject, gql } from '../projects/graphql-client.ts';
import { cliServer, runCli } from './cli-runner.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// What issue 37 found refused: Outline's keys with a line break and ending with `.` in a FLAT
// file, its v3 pairs in Japanese as in English, and Cal.com's `routing_forms` written twice.
const outline = {
  'locales/en/translation.json': json({
    'Your changes couldn’t be saved.\nAre you sure you want to leave?':
      'Your changes couldn’t be saved.\nAre you sure you want to leave?',
    'Deleted.': 'Deleted.',
    '{{count}} more user': '{{count}} more user',
    '{{count}} more user_plural': '{{count}} more users',
  }),
  'locales/ja/translation.json': json({
    'Your changes couldn’t be saved.\nAre you sure you want to leave?':
      '変更を保存できませんでした。\n移動しますか？',
    'Deleted.': '削除しました。',
    '{{count}} more user': '{{count}} ユーザー以上',
    '{{count}} more user_plural': '{{count}} ユーザー以上',
  }),
};
const calCom =
  '{\n  "routing_forms": "Routing Forms",\n  "save": "Save",\n  "routing_forms": "Routing forms"\n}\n';

let t: TestApp;
let url: string;
let secret: string;
let cookies: Record<string, string>;
const folders: string[] = [];

async function checkout(projectId: string, files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'verba-cli-keys-'));
  folders.push(root);
  const config = { url, projectId, files: 'locales/{language}/{group}.json' };
  await writeFile(join(root, 'verba.config.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const verba = (root: string, args: string[]) => runCli(root, args, { VERBA_API_KEY: secret, NO_COLOR: '1' });

async function projectWithKey(name: string, languages: string[]) {
  const id = (await createProject(t, cookies, name, 'en')).id;
  const created = await gql(
    t,
    cookies,
    'mutation ($projectId: ID!, $input: ApiKeyInput!) { createApiKey(projectId: $projectId, input: $input) { secret } }',
    { projectId: id, input: { name: 'CI', scopes: ['READ', 'WRITE', 'IMPORT'] } },
  );
  expect(created.errors).toBeUndefined();
  secret = (created.data as { createApiKey: { secret: string } }).createApiKey.secret;
  if (languages.length > 0) {
    const added = await gql(
      t,
      cookies,
      'mutation ($id: ID!, $tags: [String!]!) { addLanguages(projectId: $id, tags: $tags) { tag } }',
      { id, tags: languages },
    );
    expect(added.errors).toBeUndefined();
  }
  return id;
}

beforeAll(async () => {
  ({ t, url, cookies } = await cliServer());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('verba push and pull with the keys i18next reads (issue 37)', { timeout: 90_000 }, () => {
  it('pushes keys with line breaks, trailing dots and v3 pairs, and pulls them back byte for byte', async () => {
    const projectId = await projectWithKey('Outline', ['ja']);
    const root = await checkout(projectId, outline);
    const pushed = await verba(root, ['push', '--yes']);
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    const fresh = await checkout(projectId, {});
    const pulled = await verba(fresh, ['pull']);
    expect(pulled.code, pulled.stdout + pulled.stderr).toBe(0);
    for (const [path, text] of Object.entries(outline)) {
      expect(await readFile(join(fresh, path), 'utf8'), path).toBe(text);
    }
    const check = await verba(root, ['pull', '--check']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it('pushes a file with a key written twice, and pulls it back as i18next reads it', async () => {
    const projectId = await projectWithKey('Cal.com', []);
    const root = await checkout(projectId, { 'locales/en/common.json': calCom });
    const pushed = await verba(root, ['push', '--yes']);
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    const pulled = await verba(root, ['pull']);
    expect(pulled.code, pulled.stdout + pulled.stderr).toBe(0);
    expect(await readFile(join(root, 'locales/en/common.json'), 'utf8')).toBe(json(JSON.parse(calCom)));
  });
});
