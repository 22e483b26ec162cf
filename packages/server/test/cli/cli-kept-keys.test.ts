import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createProject, gql } from '../projects/graphql-client.ts';
import { cliServer, runCli } from './cli-runner.ts';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// A key with a control character is refused on push (INVALID_KEY), in every language's file.
const refused = 'bell\u0007key';
const files = {
  'locales/en/common.json': json({ greeting: 'Hello', [refused]: 'Ding', farewell: 'Bye' }),
  'locales/de/common.json': json({ greeting: 'Hallo', [refused]: 'Bing', farewell: 'Tschüss' }),
};

let t: TestApp;
let url: string;
let secret: string;
let projectId: string;
let root: string;

const verba = (args: string[]) => runCli(root, args, { VERBA_API_KEY: secret, NO_COLOR: '1' });
const occurrences = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  const server = await cliServer();
  ({ t, url } = server);
  const { cookies } = server;
  projectId = (await createProject(t, cookies, 'Kept', 'en')).id;
  const created = await gql(
    t,
    cookies,
    'mutation ($projectId: ID!, $input: ApiKeyInput!) { createApiKey(projectId: $projectId, input: $input) { secret } }',
    { projectId, input: { name: 'CI', scopes: ['READ', 'WRITE', 'IMPORT'] } },
  );
  secret = (created.data as { createApiKey: { secret: string } }).createApiKey.secret;
  root = await mkdtemp(join(tmpdir(), 'verba-cli-kept-'));
  await writeFile(
    join(root, 'verba.config.json'),
    JSON.stringify({ url, projectId, files: 'locales/{language}/{group}.json' }),
  );
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('verba never deletes what it did not get (issue 37)', { timeout: 90_000 }, () => {
  it('push reports a refused key once, with its reason, and never as a key it adds', async () => {
    const pushed = await verba(['push', '--yes']);
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('Verba refuses 1 key');
    expect(pushed.stdout).toMatch(
      /"bell\\u0007key" in common \(2 files\): INVALID_KEY: .*control characters/,
    );
    expect(occurrences(pushed.stdout, JSON.stringify(refused)), pushed.stdout).toBe(1);

    const answer = JSON.parse((await verba(['push', '--dry-run', '--json'])).stdout);
    expect(answer.refused).toEqual([
      expect.objectContaining({
        group: 'common',
        key: refused,
        code: 'INVALID_KEY',
        files: Object.keys(files).sort(),
      }),
    ]);
    expect(answer.files.flatMap((file: { keyChanges: { key: string }[] }) => file.keyChanges)).toEqual([]);
  });

  it('status reports the same refused key once, even with nothing else to push', async () => {
    const status = await verba(['status']);
    expect(status.stdout).toContain('push: Verba already has these texts.');
    expect(status.stdout).toMatch(/"bell\\u0007key" in common \(2 files\): INVALID_KEY/);
    expect(occurrences(status.stdout, JSON.stringify(refused)), status.stdout).toBe(1);
    const answer = JSON.parse((await verba(['status', '--json'])).stdout);
    expect(answer.refused).toHaveLength(1);
    expect(answer.refused[0]).toMatchObject({ key: refused, code: 'INVALID_KEY' });
  });

  it('pull keeps the local key Verba does not hold, in its place, says so, and still writes Verba’s changes', async () => {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${projectId}/translations`,
      headers: { authorization: `Bearer ${secret}` },
      payload: { translations: [{ group: 'common', key: 'farewell', language: 'de', text: 'Tschüss!' }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const pulled = await verba(['pull']);
    expect(pulled.code, pulled.stdout + pulled.stderr).toBe(0);
    expect(pulled.stdout).toContain('locales/de/common.json: kept 1 local key Verba does not hold');
    expect(pulled.stdout).toContain('locales/en/common.json: kept 1 local key Verba does not hold');
    expect(pulled.stdout).not.toContain(JSON.stringify(refused));
    expect(await readFile(join(root, 'locales/en/common.json'), 'utf8')).toBe(
      files['locales/en/common.json'],
    );
    expect(await readFile(join(root, 'locales/de/common.json'), 'utf8')).toBe(
      json({ greeting: 'Hallo', [refused]: 'Bing', farewell: 'Tschüss!' }),
    );

    const check = await verba(['pull', '--check', '--verbose', '--json']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(JSON.parse(check.stdout).files).toContainEqual({
      path: 'locales/de/common.json',
      status: 'unchanged',
      kept: [refused],
    });
    const verbose = await verba(['pull', '--verbose']);
    expect(verbose.stdout).toContain(`= ${JSON.stringify(refused)}`);
  });

  it('keeps keys Verba never got where the file has them: first, several in a row, nested', async () => {
    const english = json({
      started: 'Started',
      greeting: 'Hello',
      menu: { open: 'Open', close: 'Close' },
      [refused]: 'Ding',
      farewell: 'Bye',
      later: 'Later',
    });
    await writeFile(join(root, 'locales/en/common.json'), english);
    const check = await verba(['pull', '--check', '--verbose']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain('locales/en/common.json: kept 5 local keys Verba does not hold');
    for (const name of ['started', 'menu.open', 'menu.close', refused, 'later'])
      expect(check.stdout).toContain(`= ${JSON.stringify(name)}`);
    expect((await verba(['pull'])).code).toBe(0);
    expect(await readFile(join(root, 'locales/en/common.json'), 'utf8')).toBe(english);
  });
});
