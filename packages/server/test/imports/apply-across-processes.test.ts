import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Import } from '@verba/contract';
import { strToU8, zipSync } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, withMadeDatabase } from '../helpers/server-process.ts';
import { testSecretKey } from '../helpers/test-app.ts';
import { createPostgresDatabase } from '../helpers/test-database.ts';
import { eventually } from '../helpers/timing.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A zip of `keys` keys in `groups` groups, in en, de, fr and it: an apply of some seconds. */
function generatedZip(label: string, keys: number, groups: number): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const language of ['en', 'de', 'fr', 'it']) {
    for (let group = 0; group < groups; group++) {
      const entries: Record<string, string> = {};
      for (let key = 0; key < keys / groups; key++) entries[`key${key}`] = `${language} ${label} ${key}`;
      files[`${language}/${label}${group}.json`] = strToU8(JSON.stringify(entries));
    }
  }
  return Buffer.from(zipSync(files));
}

/** A server process of its own on the shared database, reached directly (no proxy). */
function startServer(origin: string, env: Record<string, string>) {
  const call = (path: string, cookie: string, init: { body?: Buffer | object } = {}) => {
    const binary = Buffer.isBuffer(init.body);
    return fetch(`${origin}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        cookie,
        ...(init.body === undefined
          ? {}
          : { 'content-type': binary ? 'application/zip' : 'application/json' }),
      },
      body:
        init.body === undefined
          ? undefined
          : binary
            ? new Uint8Array(init.body as Buffer)
            : JSON.stringify(init.body),
    });
  };
  return {
    process: spawnServer(env),
    call,
    async status(cookie: string, id: string): Promise<Import> {
      const answer = await call(`/api/imports/${id}`, cookie);
      expect(answer.status).toBe(200);
      return (await answer.json()) as Import;
    },
  };
}
type Server = ReturnType<typeof startServer>;

/** Registers, confirms (through the mail the server writes to DATA_DIR/mail) and signs in. */
async function signIn(server: Server, dataDir: string): Promise<string> {
  const email = `import-${Date.now()}@example.test`;
  const password = 'a passphrase for this test';
  const post = (path: string, body: object) => server.call(path, '', { body });
  expect((await post('/api/auth/register', { email, password, firstName: 'Ada', lastName: 'L' })).ok).toBe(
    true,
  );
  let token: string | undefined;
  await eventually(async () => {
    const mails = join(dataDir, 'mail');
    for (const file of existsSync(mails) ? readdirSync(mails) : []) {
      const text = readFileSync(join(mails, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      token ??= text.match(/\/confirm\?token=([\w-]+)/)?.[1];
    }
    return token !== undefined;
  }, 30_000);
  expect((await post('/api/auth/confirm', { token })).ok).toBe(true);
  const login = await post('/api/auth/login', { email, password });
  return login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function graphql(
  server: Server,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const answer = await server.call('/api/graphql', cookie, { body: { query, variables } });
  const body = (await answer.json()) as { data: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A signed-in account on the Business plan (room for the keys) with an empty project. */
async function projectOf(server: Server, dataDir: string) {
  const cookie = await signIn(server, dataDir);
  await graphql(server, cookie, 'mutation { changePlan(planId: "business") { since } }');
  const created = await graphql(
    server,
    cookie,
    'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
    { input: { name: 'Applied elsewhere', baseLanguage: 'en' } },
  );
  return { cookie, projectId: (created.createProject as { id: string }).id };
}

async function upload(server: Server, cookie: string, projectId: string, zip: Buffer): Promise<Import> {
  const answer = await server.call(`/api/projects/${projectId}/imports`, cookie, { body: zip });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as Import;
}

async function apply(server: Server, cookie: string, id: string) {
  const answer = await server.call(`/api/imports/${id}/apply`, cookie, {
    body: { overwrite: true, createGroups: true, addLanguages: true },
  });
  expect(answer.status, await answer.clone().text()).toBe(202);
}

// Two real server processes (main.ts) on one PostgreSQL database: a status read that lands on the
// other process shows the running apply's progress, and an apply whose process is killed (SIGKILL)
// ends failed for everyone, with the project as it was. Each apply writes tens of thousands of
// values, so the time limits are generous on a busy machine.
describe.runIf(databaseUrl)('an import applied by one of two server processes', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let sql: pg.Client;
  let dataDir: string;
  let applier: Server;
  let reader: Server;
  let cookie: string;
  let projectId: string;

  const start = async () => {
    const port = await freePort();
    const server = startServer(`http://127.0.0.1:${port}`, {
      PORT: String(port),
      DATABASE_URL: database.url,
      SECRET_KEY: testSecretKey.toString('hex'),
      DATA_DIR: dataDir,
    });
    await server.process.waitFor(/Verba serves/, 60_000);
    return server;
  };

  /** Everything of the project an import writes, summed up. */
  async function projectContents() {
    const { rows } = await sql.query(
      `select
        (select count(*) from groups where project_id = $1)::int as groups,
        (select count(*) from project_languages where project_id = $1)::int as languages,
        (select count(*) from translation_keys where project_id = $1)::int as keys,
        (select count(*) from activities where project_id = $1)::int as activities,
        (select md5(coalesce(string_agg(k.name || t.language || coalesce(t.text, '') || t.version, ','
            order by k.name, t.language), ''))
          from translations t join translation_keys k on k.id = t.key_id where k.project_id = $1) as values`,
      [projectId],
    );
    return rows[0] as Record<string, unknown>;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase(databaseUrl ?? '');
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    dataDir = mkdtempSync(join(tmpdir(), 'verba-import-processes-'));
    // One after the other: the first migrates the new database.
    applier = await start();
    reader = await start();
    ({ cookie, projectId } = await projectOf(applier, dataDir));
  });

  afterAll(async () => {
    for (const server of [applier, reader]) {
      if (server && server.process.child.exitCode === null && server.process.child.signalCode === null) {
        server.process.child.kill('SIGTERM');
        await server.process.exited;
      }
    }
    await sql?.end();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the other process the running apply’s progress, never a failure, then its result', async () => {
    const preview = await upload(applier, cookie, projectId, generatedZip('first', 20_000, 4));
    await apply(applier, cookie, preview.id);
    const seen: Import[] = [];
    await eventually(async () => {
      const current = await reader.status(cookie, preview.id);
      seen.push(current);
      return current.status !== 'applying';
    }, 150_000);
    expect(seen.at(-1)).toMatchObject({ status: 'done', result: { added: 80_000, updated: 0, skipped: 0 } });
    const applying = seen.filter((current) => current.status === 'applying');
    expect(applying.some(({ progress }) => progress.done > 0 && progress.done < progress.total)).toBe(true);
    const counts = applying.map(({ progress }) => progress.done);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(seen.every((current) => current.status !== 'failed')).toBe(true);
  });

  it('ends failed for everyone when its process is killed, leaves the project as it was, and lets a new upload apply', async () => {
    const before = await projectContents();
    const preview = await upload(applier, cookie, projectId, generatedZip('second', 20_000, 4));
    await apply(applier, cookie, preview.id);
    // Killed once the other process sees the apply under way.
    await eventually(async () => {
      const { status, progress } = await reader.status(cookie, preview.id);
      expect(status).toBe('applying');
      return progress.done > 0;
    }, 60_000);
    applier.process.child.kill('SIGKILL');
    await applier.process.exited;

    let outcome: Import | undefined;
    await eventually(async () => {
      outcome = await reader.status(cookie, preview.id);
      return outcome.status !== 'applying';
    }, 30_000);
    expect(outcome).toMatchObject({
      status: 'failed',
      errorCode: 'IMPORT_INTERRUPTED',
      error: expect.stringMatching(/^The server stopped while applying this import/),
    });
    expect(await projectContents()).toEqual(before);

    const again = await reader.call(`/api/imports/${preview.id}/apply`, cookie, {
      body: { overwrite: true, createGroups: true, addLanguages: true },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'IMPORT_CLOSED', status: 'failed' });

    const retried = await upload(reader, cookie, projectId, generatedZip('second', 2_000, 2));
    await apply(reader, cookie, retried.id);
    await eventually(async () => (await reader.status(cookie, retried.id)).status === 'done', 60_000);
    expect(await projectContents()).toMatchObject({ groups: Number(before.groups) + 2 });
  });
});

// PGlite serves one process: one killed mid-apply (SIGKILL) leaves the import `applying` and the
// keys of its committed steps (apply-steps.ts); the server started again on the same DATA_DIR
// removes them before it serves and answers the import interrupted.
// The server suite's PGlite run (without TEST_DATABASE_URL) has it.
describe.skipIf(databaseUrl)(
  'an import whose embedded-database server is killed mid-apply',
  // Two server starts (up to 90 s each by their own wait) and a 20k × 4 apply: alone 28 s, but CI's
  // run beside the visual check took over 180 s. The bound covers its own waits; issue 43 owes the cure.
  { timeout: 300_000 },
  () => {
    let dataDir: string;
    let server: Server | undefined;
    afterAll(async () => {
      if (server && server.process.child.exitCode === null && server.process.child.signalCode === null) {
        server.process.child.kill('SIGTERM');
        await server.process.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers it failed after the restart, with the project as it was, and a new upload applies', async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'verba-import-restart-'));
      withMadeDatabase(dataDir);
      const port = await freePort();
      const start = async () => {
        const started = startServer(`http://127.0.0.1:${port}`, { PORT: String(port), DATA_DIR: dataDir });
        await started.process.waitFor(/Verba serves/, 90_000);
        return started;
      };
      let current = await start();
      server = current;
      const { cookie, projectId } = await projectOf(current, dataDir);
      const contents = `query ($id: ID!) { project(id: $id) { languages { tag } groups { name } keyCount } }`;
      const before = await graphql(current, cookie, contents, { id: projectId });
      const preview = await upload(current, cookie, projectId, generatedZip('killed', 20_000, 4));
      await apply(current, cookie, preview.id);
      await eventually(async () => {
        const { status, progress } = await current.status(cookie, preview.id);
        expect(status).toBe('applying');
        return progress.done > 0;
      }, 60_000);
      current.process.child.kill('SIGKILL');
      await current.process.exited;

      current = await start();
      server = current;
      expect(await current.status(cookie, preview.id)).toMatchObject({
        status: 'failed',
        errorCode: 'IMPORT_INTERRUPTED',
        failure: { code: 'outage' },
      });
      // The start that found it interrupted logged it, once. The log comes through the child's
      // stdout, which may reach this process after the answer does.
      await current.status(cookie, preview.id);
      await current.process.waitFor(/import apply interrupted/, 10_000);
      const interrupted = current.process
        .output()
        .split('\n')
        .filter((line) => line.includes('import apply interrupted'));
      expect(interrupted).toHaveLength(1);
      expect(JSON.parse(interrupted[0] as string)).toMatchObject({
        importId: preview.id,
        projectId,
        failure: 'outage',
      });
      expect(await graphql(current, cookie, contents, { id: projectId })).toEqual(before);
      const retried = await upload(current, cookie, projectId, generatedZip('retried', 200, 1));
      // The keys its committed steps wrote are gone (the key count counts every row of the owner's).
      expect(retried.keyLimit.owned).toBe(preview.keyLimit.owned);
      await apply(current, cookie, retried.id);
      await eventually(async () => (await current.status(cookie, retried.id)).status === 'done', 60_000);
    });
  },
);
