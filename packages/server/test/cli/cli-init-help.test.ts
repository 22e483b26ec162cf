import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runCliOnTerminal } from './cli-runner.ts';

const folders: string[] = [];
const verba = (cwd: string, args: string[]) => runCli(cwd, args, { NO_COLOR: '1' });

async function repository(files: string[]) {
  const root = await mkdtemp(join(tmpdir(), 'verba-cli-init-'));
  folders.push(root);
  for (const path of files) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), '{}\n');
  }
  return root;
}

afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('verba --help', { timeout: 60_000 }, () => {
  const options: Record<string, string[]> = {
    init: ['--url', '--project', '--files', '--config', '--yes', '--force', '--json'],
    pull: ['--check', '--verbose', '--config', '--api-key', '--json'],
    push: ['--yes', '--dry-run', '--overwrite', '--config', '--api-key', '--json'],
    status: ['--verbose', '--config', '--api-key', '--json'],
  };

  it('lists every command, where the config and the key come from, and the exit codes', async () => {
    const run = await verba(tmpdir(), ['--help']);
    expect(run.code, run.stderr).toBe(0);
    for (const command of Object.keys(options))
      expect(run.stdout).toMatch(new RegExp(`^\\s+${command}\\s+\\S`, 'm'));
    expect(run.stdout).toContain('VERBA_API_KEY');
    expect(run.stdout).toContain('Exit codes: 0 done, 1 differences');
    expect((await verba(tmpdir(), ['help'])).stdout).toBe(run.stdout);
  });

  it.each(Object.entries(options))(
    'explains %s and each of its options, as --help, -h and help',
    async (command, flags) => {
      const run = await verba(tmpdir(), [command, '--help']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`USAGE verba ${command} [OPTIONS]`);
      for (const flag of flags) expect(run.stdout, flag).toMatch(new RegExp(`${flag}\\b.*\\s{2,}[A-Z]`));
      expect((await verba(tmpdir(), [command, '-h'])).stdout).toBe(run.stdout);
      expect((await verba(tmpdir(), ['help', command])).stdout).toBe(run.stdout);
    },
  );
});

describe('verba init', { timeout: 60_000 }, () => {
  it('writes the config with the i18next folders it finds, and asks nothing off a terminal', async () => {
    const root = await repository([
      'public/locales/en/common.json',
      'public/locales/de-DE/common.json',
      'public/locales/pt_br/shop.json',
      'src/i18n/en/old.json',
      'node_modules/some-lib/locales/en/a.json',
      'node_modules/some-lib/locales/de/a.json',
      'node_modules/some-lib/locales/fr/a.json',
      'node_modules/some-lib/locales/it/a.json',
      'config/settings.json',
    ]);
    const run = await verba(root, ['init', '--url', 'https://verba.example.com', '--project', 'p1']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('files found: public/locales/{language}/{group}.json');
    expect(await readFile(join(root, 'verba.config.json'), 'utf8')).toBe(
      `${JSON.stringify({ url: 'https://verba.example.com', projectId: 'p1', files: 'public/locales/{language}/{group}.json' }, null, 2)}\n`,
    );
    // The config it wrote is one the other commands read: they get as far as the missing key.
    const status = await verba(root, ['status']);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain('VERBA_API_KEY');
  });

  it('on a terminal asks for each field, offering the pattern it found', async () => {
    const root = await repository(['src/locales/en_US/app.json', 'src/locales/de_DE/app.json']);
    const run = await runCliOnTerminal(root, ['init', '--project', 'p7'], {}, [
      ['The Verba server', 'https://verba.example.com\r'],
      // The flag's id is offered: Enter takes it.
      ['The project id', '\r'],
      ['Where the files are', '\r'],
    ]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('src/locales/{language}/{group}.json');
    expect(JSON.parse(await readFile(join(root, 'verba.config.json'), 'utf8'))).toEqual({
      url: 'https://verba.example.com',
      projectId: 'p7',
      files: 'src/locales/{language}/{group}.json',
    });
  });

  it('never replaces a config without --force, and takes --files and --json for CI', async () => {
    const root = await repository(['locales/en/translation.json']);
    const args = ['init', '--yes', '--url', 'https://verba.example.com', '--project', 'p1'];
    expect((await verba(root, args)).code).toBe(0);
    const again = await verba(root, [...args, '--project', 'p2']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/exists already: pass --force/);
    const forced = await verba(root, [
      ...args,
      '--files',
      'i18n/{group}.{language}.json',
      '--force',
      '--json',
    ]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({
      config: { url: 'https://verba.example.com', projectId: 'p1', files: 'i18n/{group}.{language}.json' },
    });
  });

  it('refuses missing or bad fields with one line and exit 2, writing nothing', async () => {
    const root = await repository([]);
    const noProject = await verba(root, [
      'init',
      '--url',
      'https://verba.example.com',
      '--files',
      'l/{language}/{group}.json',
    ]);
    expect(noProject.code).toBe(2);
    expect(noProject.stderr.trim().split('\n')).toHaveLength(1);
    expect(noProject.stderr).toContain('projectId');
    const noPattern = await verba(root, ['init', '--url', 'https://verba.example.com', '--project', 'p1']);
    expect(noPattern.code).toBe(2);
    expect(noPattern.stderr).toContain('files');
    const badUrl = await verba(root, [
      'init',
      '--url',
      'ftp://x',
      '--project',
      'p1',
      '--files',
      'l/{language}/{group}.json',
    ]);
    expect(badUrl.code).toBe(2);
    await expect(readFile(join(root, 'verba.config.json'))).rejects.toThrow(/ENOENT/);
  });
});
