import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { createProject, gql } from '../projects/graphql-client.ts';
import { type CliRun, cliServer, findNode20, runCli, runCliOnTerminal } from './cli-runner.ts';

// The team's repository: a nested file with v4 plurals, a flat file of natural-language keys
// written unsorted with four spaces and no final newline, in English and German.
const repository: Record<string, string> = {
  'locales/en/common.json': `${JSON.stringify(
    {
      app: { title: 'Verba', tagline: 'Translations in your repository' },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
    },
    null,
    2,
  )}\n`,
  'locales/de/common.json': `${JSON.stringify(
    {
      app: { title: 'Verba', tagline: 'Übersetzungen in deinem Repository' },
      items_one: '{{count}} Eintrag',
      items_other: '{{count}} Einträge',
    },
    null,
    2,
  )}\n`,
  'locales/en/sentences.json': JSON.stringify(
    {
      'Welcome back.': 'Welcome back.',
      'Are you sure? This cannot be undone.': 'Are you sure? This cannot be undone.',
      'Save: your changes are kept': 'Save: your changes are kept',
    },
    null,
    4,
  ),
  'locales/de/sentences.json': JSON.stringify(
    {
      'Welcome back.': 'Willkommen zurück.',
      'Are you sure? This cannot be undone.': 'Bist du sicher? Das lässt sich nicht rückgängig machen.',
      'Save: your changes are kept': 'Speichern: deine Änderungen bleiben',
    },
    null,
    4,
  ),
};

let t: TestApp;
let url: string;
let projectId: string;
let secret: string;
let cookies: Record<string, string>;
const folders: string[] = [];

/** A checkout of the repository (or an empty one) with its verba.config.json. */
async function checkout(files: Record<string, string> = repository, config: Record<string, unknown> = {}) {
  const root = await mkdtemp(join(tmpdir(), 'verba-cli-'));
  folders.push(root);
  const body = { url, projectId, files: 'locales/{language}/{group}.json', ...config };
  await writeFile(join(root, 'verba.config.json'), JSON.stringify(body));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const verba = (root: string, args: string[], env: Record<string, string> = {}, node?: string) =>
  runCli(root, args, { VERBA_API_KEY: secret, NO_COLOR: '1', ...env }, node);
const node20 = findNode20();

/** The one clear line a failure prints: no stack trace. */
function expectOneLine(run: CliRun, code: number, pattern: RegExp) {
  expect(run.code, run.stdout + run.stderr).toBe(code);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

/** A fresh checkout after `verba pull`: the project as Verba has it. */
async function pulled() {
  const root = await checkout({});
  const run = await verba(root, ['pull']);
  expect(run.code, run.stderr).toBe(0);
  return root;
}

const exportedText = async (language: string, group: string) =>
  readFile(join(await pulled(), `locales/${language}/${group}.json`), 'utf8');

async function createKey(name: string, project = projectId) {
  const created = await gql(
    t,
    cookies,
    'mutation ($projectId: ID!, $input: ApiKeyInput!) { createApiKey(projectId: $projectId, input: $input) { secret apiKey { id } } }',
    { projectId: project, input: { name, scopes: ['READ', 'WRITE', 'IMPORT'] } },
  );
  const key = created.data?.createApiKey as { secret: string; apiKey: { id: string } } | undefined;
  expect(key?.secret, JSON.stringify(created.errors)).toMatch(/^vrb_/);
  return { secret: key?.secret as string, id: key?.apiKey.id as string };
}

beforeAll(async () => {
  ({ t, url, cookies } = await cliServer());
  projectId = (await createProject(t, cookies, 'Website', 'en')).id;
  secret = (await createKey('CI')).secret;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

// In order: the first test pushes the project the others read and change.
// Each test runs the bin up to a dozen times, a Node start and a few requests each.
describe('verba, the built bin against a real server', { timeout: 90_000 }, () => {
  it('pushes a project with --yes, then pulls every file back byte for byte', async () => {
    const root = await checkout();
    const pushed = await verba(root, ['push', '--yes']);
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('locales/de/sentences.json: 3 added, 0 changed, 0 unchanged');
    expect(pushed.stdout).toContain('+ "Are you sure? This cannot be undone.": "Bist du sicher?');
    expect(pushed.stdout).toMatch(/New groups: .*common/);
    expect(pushed.stdout).toMatch(/Applied: \d+ added/);

    const fresh = await checkout({});
    const pulled = await verba(fresh, ['pull']);
    expect(pulled.code, pulled.stdout + pulled.stderr).toBe(0);
    for (const [path, text] of Object.entries(repository)) {
      expect(await readFile(join(fresh, path), 'utf8'), path).toBe(text);
    }
    // The repository it came from is already up to date: nothing to write, nothing to push.
    expect((await verba(root, ['pull', '--check'])).code).toBe(0);
    const status = await verba(root, ['status']);
    expect(status.code, status.stdout + status.stderr).toBe(0);
    expect(status.stdout).toContain('pull: every file is up to date.');
    expect(status.stdout).toContain('push: Verba already has these texts.');
  });

  it('keeps the repository’s spelling of language codes: pushed from en_US, de_DE and pt-br, pulled back into them', async () => {
    const spelled = (await createProject(t, cookies, 'Spelled', 'en-US')).id;
    const key = (await createKey('Spelled CI', spelled)).secret;
    const files = {
      'locales/en_US/common.json': '{\n  "hi": "Hi"\n}\n',
      'locales/de_DE/common.json': '{\n  "hi": "Hallo"\n}\n',
      'locales/pt-br/common.json': '{\n  "hi": "Olá"\n}\n',
    };
    const run = (root: string, args: string[]) => verba(root, args, { VERBA_API_KEY: key });
    const pushed = await run(await checkout(files, { projectId: spelled }), ['push', '--yes']);
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('locales/de_DE/common.json: 1 added');

    const fresh = await checkout({}, { projectId: spelled });
    expect((await run(fresh, ['pull'])).code).toBe(0);
    for (const [path, text] of Object.entries(files)) {
      expect(await readFile(join(fresh, path), 'utf8'), path).toBe(text);
    }
    await expect(readFile(join(fresh, 'locales/de-DE/common.json'))).rejects.toThrow(/ENOENT/);
    expect((await run(fresh, ['pull', '--check'])).code).toBe(0);

    // `languages` names a language in any spelling; a push spelled otherwise compares with the kept files.
    const german = await checkout(
      { 'locales/de-de/common.json': files['locales/de_DE/common.json'] },
      {
        projectId: spelled,
        languages: ['de-DE'],
      },
    );
    const dryRun = await run(german, ['push', '--dry-run']);
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain('locales/de-de/common.json: 0 added, 0 changed, 1 unchanged');
    expect(dryRun.stdout).not.toContain('+ "hi"');
    const narrowed = await run(german, ['pull', '--json']);
    expect(
      (JSON.parse(narrowed.stdout) as { files: { path: string }[] }).files.map((file) => file.path),
    ).toEqual(['locales/de_DE/common.json']);
  });

  it('shows where each file code goes and the keys a push adds against the plan, in text and --json', async () => {
    const matched = (await createProject(t, cookies, 'Matched', 'en')).id;
    await gql(t, cookies, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }', {
      p: matched,
    });
    const key = (await createKey('Matched CI', matched)).secret;
    const root = await checkout(
      {
        'locales/en/common.json': '{\n  "hi": "Hi",\n  "bye": "Bye"\n}\n',
        'locales/de_DE/common.json': '{\n  "hi": "Hallo"\n}\n',
        'locales/fr/common.json': '{\n  "hi": "Salut"\n}\n',
      },
      { projectId: matched },
    );
    const run = await verba(root, ['push', '--dry-run'], { VERBA_API_KEY: key });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('de_DE -> de (a project language; pull writes it as de_DE)');
    expect(run.stdout).toContain('fr -> a new language fr');
    expect(run.stdout).toMatch(/Applying adds 2 keys; you have \d+ of the 1000 keys your plan includes\./);
    const json = await verba(root, ['push', '--dry-run', '--json'], { VERBA_API_KEY: key });
    const answer = JSON.parse(json.stdout) as { languageMatches: unknown[]; keyLimit: { adding: number } };
    expect(answer.languageMatches).toEqual([
      { code: 'de_DE', language: 'de', action: 'MAP' },
      { code: 'fr', language: 'fr', action: 'ADD' },
    ]);
    expect(answer.keyLimit).toMatchObject({ limit: 1000, adding: 2 });
  });

  it.skipIf(!node20)('runs on Node 20: pull, status and a dry-run push', async () => {
    const fresh = await checkout({});
    expect((await verba(fresh, ['pull'], {}, node20)).code).toBe(0);
    for (const [path, text] of Object.entries(repository)) {
      expect(await readFile(join(fresh, path), 'utf8'), path).toBe(text);
    }
    expect((await verba(fresh, ['status'], {}, node20)).code).toBe(0);
    const dryRun = await verba(fresh, ['push', '--dry-run', '--overwrite'], {}, node20);
    expect(dryRun.code, dryRun.stderr).toBe(0);
  });

  it('pull --check writes nothing and exits 1 when a file would change; --json says which', async () => {
    const root = await checkout({ ...repository, 'locales/de/common.json': '{}\n' });
    const check = await verba(root, ['pull', '--check', '--json']);
    expect(check.code).toBe(1);
    const answer = JSON.parse(check.stdout) as { files: { path: string; status: string }[]; written: number };
    expect(answer.written).toBe(0);
    expect(answer.files).toContainEqual({ path: 'locales/de/common.json', status: 'changed' });
    expect(answer.files).toContainEqual({ path: 'locales/en/common.json', status: 'unchanged' });
    expect(await readFile(join(root, 'locales/de/common.json'), 'utf8')).toBe('{}\n');
  });

  it('a push that changes a value shows the change and applies nothing without --yes; --dry-run neither', async () => {
    const edited = repository['locales/en/common.json']?.replace('"Verba"', '"Verba Cloud"') as string;
    const root = await checkout({ ...repository, 'locales/en/common.json': edited });
    const status = await verba(root, ['status']);
    expect(status.code).toBe(1);
    expect(status.stdout).toContain('locales/en/common.json (changed)');

    for (const args of [
      ['push', '--overwrite'],
      ['push', '--overwrite', '--dry-run'],
    ]) {
      const run = await verba(root, args);
      expect(run.stdout).toContain('locales/en/common.json: 0 added, 1 changed');
      expect(run.stdout).toContain('~ "app.title": "Verba" -> "Verba Cloud"');
      expect(run.code, args.join(' ')).toBe(args.includes('--dry-run') ? 0 : 1);
    }
    expect(await exportedText('en', 'common')).toBe(repository['locales/en/common.json']);

    // Without --overwrite an existing value is kept, and the preview says so.
    const kept = await verba(root, ['push', '--yes']);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain('(kept: --overwrite replaces it)');
    expect(kept.stdout).toContain('Nothing to apply without --overwrite.');
    expect(await exportedText('en', 'common')).toBe(repository['locales/en/common.json']);

    // On a terminal it asks; "n" applies nothing.
    const declined = await runCliOnTerminal(root, ['push', '--overwrite'], { VERBA_API_KEY: secret }, 'n');
    expect(declined.stdout).toContain('Apply these changes to Verba?');
    expect(declined.code, declined.stdout).toBe(1);
    expect(await exportedText('en', 'common')).toBe(repository['locales/en/common.json']);

    const applied = await verba(root, ['push', '--overwrite', '--yes', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    const answer = JSON.parse(applied.stdout) as { applied: boolean; result: { updated: number } };
    expect(answer).toMatchObject({ applied: true, result: { updated: 1 } });
    expect(await exportedText('en', 'common')).toBe(edited);
  });

  it('refuses a bad key, a wrong project, an unreachable server with exit 3 or 2 and one line', async () => {
    const root = await checkout();
    expectOneLine(
      await verba(root, ['pull'], { VERBA_API_KEY: 'vrb_0000000000000000000000000000000000000000' }),
      3,
      /API key was refused/,
    );
    expectOneLine(await verba(root, ['push', '--api-key', 'vrb_nope']), 3, /API key was refused/);
    const json = await verba(root, ['pull', '--json'], { VERBA_API_KEY: 'vrb_nope' });
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stdout)).toMatchObject({ code: 'INVALID_API_KEY', exitCode: 3 });
    const revoked = await createKey('Revoked');
    const revoke = await gql(t, cookies, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: revoked.id });
    expect(revoke.data?.revokeApiKey, JSON.stringify(revoke.errors)).toBe(true);
    expectOneLine(await verba(root, ['status'], { VERBA_API_KEY: revoked.secret }), 3, /API key was refused/);
    expectOneLine(
      await verba(await checkout(repository, { projectId: 'no-such-project' }), ['pull']),
      2,
      /Not found/,
    );
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    expectOneLine(
      await verba(await checkout(repository, { url: `http://127.0.0.1:${port}` }), ['status']),
      3,
      /Cannot reach/,
    );
  });

  it('refuses bad config, a missing key, a pattern that matches nothing and a file that is not JSON', async () => {
    const root = await checkout();
    expectOneLine(await verba(root, ['push'], { VERBA_API_KEY: '' }), 2, /VERBA_API_KEY/);
    expectOneLine(await verba(root, ['pull', '--config', 'missing.json']), 2, /No config file/);
    expectOneLine(
      await verba(await checkout(repository, { files: 'locales/{language}.json' }), ['pull']),
      2,
      /\{group\}/,
    );
    expectOneLine(
      await verba(await checkout(repository, { files: 'i18n/{language}/{group}.json' }), ['push']),
      2,
      /matches no files/,
    );
    const broken = await checkout({ ...repository, 'locales/fr/common.json': '{"app": ' });
    expectOneLine(await verba(broken, ['push', '--yes']), 1, /locales\/fr\/common\.json/);
    // Nothing was uploaded: the project has no French.
    await expect(readFile(join(await pulled(), 'locales/fr/common.json'))).rejects.toThrow(/ENOENT/);
    // Past the plan's key limit (Free: 1,000) the push is refused whole.
    const many = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`Sentence number ${i}.`, `Text ${i}`]),
    );
    const tooMany = await checkout({ ...repository, 'locales/en/many.json': JSON.stringify(many, null, 2) });
    expectOneLine(await verba(tooMany, ['push', '--yes']), 1, /plan includes 1,000 keys/);
    await expect(readFile(join(await pulled(), 'locales/en/many.json'))).rejects.toThrow(/ENOENT/);
    const unknown = await verba(root, ['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command frobnicate');
  });
});
