import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli-runner.ts';

// A server that sends what it likes: the export's entry names decide where `verba pull` writes.
let exportEntries: Record<string, string> = {};
let server: Server;
let url: string;
let parent: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (!request.url?.endsWith('/export')) return response.writeHead(404).end('{}');
    const zip = zipSync(Object.fromEntries(Object.entries(exportEntries).map(([k, v]) => [k, strToU8(v)])));
    response.writeHead(200, { 'content-type': 'application/zip' }).end(zip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  parent = await mkdtemp(join(tmpdir(), 'verba-pull-paths-'));
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(parent, { recursive: true, force: true });
});

/** A repository inside `parent` with its own package.json, as a team's checkout has. */
async function repository(name: string, config: Record<string, unknown> = {}) {
  const root = join(parent, name);
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'package.json'), '{"name":"app"}');
  await writeFile(join(parent, 'package.json'), '{"name":"outside"}');
  const body = { url, projectId: 'p1', files: 'locales/{language}/{group}.json', ...config };
  await writeFile(join(root, 'verba.config.json'), JSON.stringify(body));
  return root;
}

const pull = (root: string) => runCli(root, ['pull'], { VERBA_API_KEY: 'vrb_test', NO_COLOR: '1' });

describe('verba pull against a server whose names leave the folder', { timeout: 60_000 }, () => {
  it.each([
    ['a group with ..', 'de/../../package.json'],
    ['a group with a slash', 'de/sub/../../../package.json'],
    ['a group with a backslash', 'de/..\\..\\package.json'],
    ['a language of ..', '../package.json'],
    ['a group with a NUL', 'de/common\u0000.json'],
  ])('refuses %s, exits 1 and writes nothing, not even the safe files', async (_, evil) => {
    exportEntries = { 'de/common.json': '{"a":"b"}', [evil]: '{"pwned":true}' };
    const root = await repository(`r${Math.random().toString(36).slice(2)}`);
    const run = await pull(root);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(/Refusing the server's file .*Nothing was written/);
    expect(await readFile(join(root, 'package.json'), 'utf8')).toBe('{"name":"app"}');
    expect(await readFile(join(parent, 'package.json'), 'utf8')).toBe('{"name":"outside"}');
    expect((await readdir(root)).sort()).toEqual(['package.json', 'verba.config.json']);
  });

  it('refuses a pattern whose files resolve outside the config’s folder', async () => {
    exportEntries = { 'de/package.json': '{"pwned":true}' };
    const root = await repository('pattern', { files: '{language}/../../{group}.json' });
    const run = await pull(root);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(/outside/);
    expect(await readFile(join(parent, 'package.json'), 'utf8')).toBe('{"name":"outside"}');
  });

  it('still writes plain names, and says nothing about http to this machine', async () => {
    exportEntries = { 'de/common.json': '{"a":"b"}', 'pt-BR/shop.cart.json': '{"c":"d"}' };
    const root = await repository('plain');
    const run = await pull(root);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(await readFile(join(root, 'locales/pt-BR/shop.cart.json'), 'utf8')).toBe('{"c":"d"}');
  });

  it('warns when the server is plain http to another host', async () => {
    const root = await repository('remote', { url: 'http://verba.example.invalid' });
    const run = await pull(root);
    expect(run.stderr).toMatch(/warning: http:\/\/verba\.example\.invalid is plain http/);
    expect(run.code).toBe(3);
  });
});
