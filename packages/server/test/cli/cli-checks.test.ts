import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { createKeys, ok, setTranslation } from '../workspace/workspace-client.ts';
import { cliServer, runCli } from './cli-runner.ts';

let t: TestApp;
let url: string;
let cookies: Record<string, string>;
let root: string;
let secret: string;
let keyId: string;

beforeAll(async () => {
  ({ t, url, cookies } = await cliServer());
  const project = await createProject(t, cookies, 'Gated', 'en');
  await ok(t, cookies, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["de"]) { tag } }', {
    id: project.id,
  });
  const group = await createGroup(t, cookies, project.id, 'common');
  keyId = (await createKeys(t, cookies, group.id, [{ name: 'hello' }]))[0]?.id as string;
  await setTranslation(t, cookies, { keyId, language: 'en', text: 'Hello {{name}}!', expectedVersion: 0 });
  // An error (the placeholder is lost) and a warning (the exclamation mark too).
  await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo', expectedVersion: 0 });
  const created = await gql(
    t,
    cookies,
    'mutation ($p: ID!) { createApiKey(projectId: $p, input: { name: "CI", scopes: [READ, IMPORT] }) { secret } }',
    { p: project.id },
  );
  secret = (created.data as { createApiKey: { secret: string } }).createApiKey.secret;
  root = await mkdtemp(join(tmpdir(), 'verba-checks-'));
  await writeFile(
    join(root, 'verba.config.json'),
    JSON.stringify({ url, projectId: project.id, files: 'locales/{language}/{group}.json' }),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const verba = (args: string[]) => runCli(root, args, { VERBA_API_KEY: secret, NO_COLOR: '1' });

describe('verba and the checks', { timeout: 90_000 }, () => {
  it('prints error and warning counts and exits 1 on errors, 0 once they are fixed', async () => {
    expect((await verba(['pull'])).code).toBe(0);
    const check = await verba(['pull', '--check']);
    expect(check.code, check.stdout + check.stderr).toBe(1);
    expect(check.stdout).toContain('checks: 1 error, 1 warning.');
    expect(check.stdout).toContain('de PLACEHOLDER_MISSING: 1');
    const status = await verba(['status', '--json']);
    expect(status.code, status.stdout + status.stderr).toBe(1);
    expect(JSON.parse(status.stdout).issues).toEqual({
      errors: 1,
      warnings: 1,
      counts: [
        { language: 'de', code: 'END_PUNCTUATION', severity: 'WARNING', count: 1 },
        { language: 'de', code: 'PLACEHOLDER_MISSING', severity: 'ERROR', count: 1 },
      ],
    });

    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo {{name}}', expectedVersion: 1 });
    expect((await verba(['pull'])).code).toBe(0);
    const fixed = await verba(['pull', '--check']);
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(fixed.stdout).toContain('checks: 0 errors, 1 warning.');
    expect((await verba(['status'])).code).toBe(0);
  });
});
