import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { po } from 'gettext-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../api-keys/api-key-client.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { exportProject, importFiles, unzipText } from '../imports/import-client.ts';
import { createProject } from '../projects/graphql-client.ts';
import { ok } from '../workspace/workspace-client.ts';
import { cliServer, runCli, runCliOnTerminal } from './cli-runner.ts';

let t: TestApp;
let cookies: Record<string, string>;
let secret: string;
let projectId: string;
let root: string;

const verba = (args: string[]) => runCli(root, args, { VERBA_API_KEY: secret, NO_COLOR: '1' });

async function germanValues() {
  const zip = await exportProject(t, cookies, projectId, '?languages=de');
  return JSON.parse(unzipText(zip.rawPayload)['de/common.json'] as string);
}

beforeAll(async () => {
  const server = await cliServer();
  ({ t, cookies } = server);
  projectId = (await createProject(t, cookies, 'Agency', 'en')).id;
  await ok(t, cookies, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["de"]) { tag } }', {
    id: projectId,
  });
  await importFiles(t, cookies, projectId, {
    'en/common.json': JSON.stringify({ greeting: 'Hello {{name}}', bye: 'Bye' }),
  });
  secret = (await createKey(t, cookies, projectId)).secret;
  root = await mkdtemp(join(tmpdir(), 'verba-cli-exchange-'));
  await writeFile(
    join(root, 'verba.config.json'),
    JSON.stringify({ url: server.url, projectId, files: 'locales/{language}/{group}.json' }),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe('verba exchange', { timeout: 90_000 }, () => {
  it('exports a language to stdout, and imports the filled file after a yes', async () => {
    const exported = await verba(['exchange', 'export', '--language', 'de', '--format', 'po']);
    expect(exported.code, exported.stderr).toBe(0);
    const document = po.parse(exported.stdout);
    expect(Object.keys(document.translations).sort()).toEqual(['', 'common/bye', 'common/greeting']);
    for (const byId of Object.values(document.translations))
      for (const entry of Object.values(byId))
        if (entry.msgctxt === 'common/greeting') entry.msgstr = ['Hallo {{name}}'];
    await writeFile(join(root, 'de.po'), po.compile(document).toString('utf8'));

    // No terminal and no --yes: the preview, nothing applied, exit 1.
    const unanswered = await verba(['exchange', 'import', 'de.po']);
    expect(unanswered.code, unanswered.stderr).toBe(1);
    expect(unanswered.stdout).toContain('de.po › common: 1 added, 0 changed, 1 unchanged, 0 issues');
    expect(unanswered.stdout).toContain('Nothing was applied');
    expect(await germanValues()).toEqual({});

    const answered = await runCliOnTerminal(
      root,
      ['exchange', 'import', 'de.po'],
      { VERBA_API_KEY: secret },
      'y\r',
    );
    expect(answered.code, answered.stdout).toBe(0);
    expect(answered.stdout).toContain('Applied: 1 added');
    expect(await germanValues()).toEqual({ greeting: 'Hallo {{name}}' });
  });

  it('imports with --yes, skipping a unit whose source changed unless --force', async () => {
    const exported = await verba(['exchange', 'export', '--language', 'de', '--format', 'xliff2']);
    expect(exported.stdout).toContain('name="common/bye"');
    await writeFile(
      join(root, 'de.xlf'),
      exported.stdout.replace('<source>Bye</source>', '<source>Bye</source><target>Tschüss</target>'),
    );
    await importFiles(t, cookies, projectId, { 'en/common.json': JSON.stringify({ bye: 'Goodbye' }) });

    const skipped = await verba(['exchange', 'import', 'de.xlf', '--yes']);
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(skipped.stdout).toContain('"bye" SOURCE_CHANGED');
    expect(skipped.stdout).toContain('Nothing to apply');
    const forced = await verba(['exchange', 'import', 'de.xlf', '--yes', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await germanValues()).toMatchObject({ bye: 'Tschüss' });
  });

  it('says why in one line when the file or the language is wrong', async () => {
    await writeFile(join(root, 'bad.xlf'), '<xliff version="2.0"><file>');
    const bad = await verba(['exchange', 'import', 'bad.xlf', '--yes']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^verba: This file is not well-formed XML/);
    const missing = await verba(['exchange', 'import', 'nope.xlf']);
    expect(missing.code).toBe(2);
    const language = await verba(['exchange', 'export', '--language', 'fr']);
    expect(language.code).toBe(1);
    expect(language.stderr).toContain('fr is not a language of this project');
  });
});
