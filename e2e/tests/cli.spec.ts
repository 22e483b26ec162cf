import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';

// Issue 27: a developer creates an API key in project settings, copies it once, and the built
// `verba` bin (as `npx @verba/cli` runs it) pushes the repository's German file, which the editor
// then shows; a translator edits it in the editor, and `verba pull` writes the German file back
// byte for byte as the app's export writes it.

const cliBin = fileURLToPath(new URL('../../packages/cli/dist/verba.js', import.meta.url));

const file = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const en = file({ home: { farewell: 'Goodbye', greeting: 'Hello, world!' } });
const de = file({ home: { farewell: 'Tschüss', greeting: 'Hallo, Welt!' } });

/** Runs the built bin in `cwd` as a CI job would: no terminal, the key from the environment. */
function verba(cwd: string, args: string[], key: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [cliBin, ...args],
      { cwd, env: { PATH: process.env.PATH, VERBA_API_KEY: key, NO_COLOR: '1' }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

test('a key made in settings lets the built CLI push German texts and pull the edited file back', async ({
  page,
  mail,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // `pnpm build` builds the bin with the app (the e2e stage waits for it).
  expect(existsSync(cliBin), `${cliBin} is missing: run \`pnpm build\` first`).toBe(true);
  await signedInThroughApi(page, mail, 'cli');
  const { createProject } = await gql<{ createProject: { id: string } }>(
    page.request,
    'mutation { createProject(input: { name: "Website", baseLanguage: "en" }) { id } }',
  );
  const projectId = createProject.id;

  let secret = '';
  await test.step('create a key with READ and IMPORT in project settings and copy it', async () => {
    await page.goto(`/project/${projectId}/settings`);
    await page.getByRole('textbox', { name: 'Key name' }).fill('CI');
    await page.getByRole('checkbox', { name: 'Import: upload and apply imports' }).check({ force: true });
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('status', { name: 'The new API key' });
    await expect(shown).toHaveText(/^vrb_[0-9A-Za-z]{40}$/);
    // What the page hands the clipboard (headless Chromium may not read it back).
    await page.evaluate(() => {
      navigator.clipboard.writeText = async (text: string) => {
        (window as unknown as { copied?: string }).copied = text;
      };
    });
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByText('Key copied')).toBeVisible();
    secret = await page.evaluate(() => (window as unknown as { copied?: string }).copied ?? '');
    expect(secret).toMatch(/^vrb_/);
    await page.getByRole('button', { name: 'Done' }).click();
  });

  // The team's repository: its config (no key in it) and its locale files.
  const repository = await mkdtemp(join(tmpdir(), 'verba-e2e-cli-'));
  try {
    await writeFile(
      join(repository, 'verba.config.json'),
      JSON.stringify({ url: baseURL, projectId, files: 'locales/{language}/{group}.json' }),
    );
    for (const [language, text] of Object.entries({ en, de })) {
      await mkdir(join(repository, 'locales', language), { recursive: true });
      await writeFile(join(repository, 'locales', language, 'common.json'), text);
    }

    await test.step('verba push prints the preview per file and key, and --yes applies it', async () => {
      const pushed = await verba(repository, ['push', '--yes'], secret);
      expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
      expect(pushed.stdout).toContain('locales/de/common.json: 2 added, 0 changed, 0 unchanged');
      expect(pushed.stdout).toContain('+ "home.greeting": "Hallo, Welt!"');
      expect(pushed.stdout).toMatch(/Applied: 4 added/);
    });

    const grid = page.getByRole('grid', { name: /Keys and translations of common/ });
    const greeting = grid
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'home.greeting', exact: true }) });
    await test.step('the editor shows the pushed German text, and a translator edits it', async () => {
      await page.goto(`/project/${projectId}`);
      await page.getByRole('link', { name: 'common', exact: true }).click();
      await expect(greeting).toContainText('Hallo, Welt!');
      // The German cell: F2 edits it, its text is replaced, Enter saves.
      await greeting.locator('[role="gridcell"][aria-colindex="3"]').click();
      await page.keyboard.press('F2');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Hallo, Verba!');
      await page.keyboard.press('Enter');
      await expect(greeting).toContainText('Hallo, Verba!');
    });

    await test.step('verba pull writes the German file byte for byte as the export writes it', async () => {
      const check = await verba(repository, ['pull', '--check'], secret);
      expect(check.code, check.stdout + check.stderr).toBe(1);
      const pulled = await verba(repository, ['pull'], secret);
      expect(pulled.code, pulled.stdout + pulled.stderr).toBe(0);
      const german = await readFile(join(repository, 'locales/de/common.json'), 'utf8');

      await page.getByRole('button', { name: 'Download file' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Download German file' }).click(),
      ]);
      const exported = await readFile((await download.path()) as string, 'utf8');
      expect(german).toBe(exported);
      // The team's own layout came back: only the edited line differs from the file pushed.
      expect(german).toBe(de.replace('Hallo, Welt!', 'Hallo, Verba!'));
      expect(await readFile(join(repository, 'locales/en/common.json'), 'utf8')).toBe(en);
      expect((await verba(repository, ['pull', '--check'], secret)).code).toBe(0);
    });
  } finally {
    await rm(repository, { recursive: true, force: true });
  }
});
