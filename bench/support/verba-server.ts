// The real server in its own process for the benches: started on a fresh DATA_DIR (embedded PGlite,
// or DATABASE_URL when set), an account signed up through the API with its mailed confirmation.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { flagsForDeployment } from '../../packages/server/src/node-flags.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface VerbaServer {
  url: string;
  pid: number | undefined;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The node flags `npm start` runs the server with: those of @verba/server's `serve` script, with the
 * young generation its launcher picks for this deployment (DATABASE_URL or the embedded database).
 */
export function serveNodeArgs(externalDatabase = Boolean(process.env.DATABASE_URL)): string[] {
  const manifest = join(repoRoot, 'packages', 'server', 'package.json');
  const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts: { serve: string } };
  const flags = scripts.serve.split(' ').filter((word) => word.startsWith('--'));
  return flagsForDeployment(flags, externalDatabase);
}

/** The node flags a bench runs the server with: `npm start`'s, unless BENCH_NODE_ARGS replaces them. */
export function benchNodeArgs(): string[] {
  const given = process.env.BENCH_NODE_ARGS;
  return given === undefined ? serveNodeArgs() : given.split(' ').filter(Boolean);
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  attempts = 300,
): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function startVerbaServer(
  port: number,
  nodeArgs: string[] = [],
  /** A DATA_DIR the caller owns and removes; by default a new one, removed at stop. */
  ownDataDir?: string,
  /** Environment over the bench's own (undefined removes a variable, e.g. DATABASE_URL). */
  env: Record<string, string | undefined> = {},
): Promise<VerbaServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = ownDataDir ?? mkdtempSync(join(tmpdir(), 'verba-bench-'));
  const server = spawn(process.execPath, [...nodeArgs, join(repoRoot, 'packages/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Per-request log lines would cost the server time a bare route does not spend.
      LOG_LEVEL: 'warn',
      // With DATABASE_URL the server needs a key of its own; one per run will do for a bench.
      SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A busy machine may need a while for a new DATA_DIR; a server that exits early or never answers
  // fails the bench at once, and is not left running on the port.
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([
      waitFor('the server', async () => ((await fetch(`${url}/api/health`)).ok ? true : undefined), 1200),
      exited,
    ]);
  } catch (error) {
    server.kill('SIGKILL');
    if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: server.pid,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
      if (!ownDataDir && !process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(url: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Without SMTP_URL the server writes each mail to DATA_DIR/mail; its text part is quoted-printable.
 * The mail sent to `email`: a bench may sign up more than one account on a server.
 */
function confirmToken(dir: string, email: string): string | undefined {
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const text = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const token = text.match(/\/confirm\?token=([\w-]+)/)?.[1];
    if (token) return token;
  }
  return undefined;
}

/** A new confirmed account, signed in: its session cookie as a Cookie header. */
export async function signedInCookie({ url, dataDir }: VerbaServer): Promise<string> {
  const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.test`;
  const password = 'a bench-only passphrase';
  await call(url, '/api/auth/register', { email, password, firstName: 'Bench', lastName: 'Mark' });
  const token = await waitFor('the confirmation mail', async () =>
    confirmToken(join(dataDir, 'mail'), email),
  );
  await call(url, '/api/auth/confirm', { token });
  const login = await call(url, '/api/auth/login', { email, password });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export async function graphql(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: Record<string, unknown> }> {
  const response = await call(url, '/api/graphql', { query, variables }, cookie);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

/** Keys per group in the seeded dashboard: every one has its base value, half their German one. */
const KEYS_PER_GROUP = 30;

/**
 * A dashboard worth measuring: the three projects Free allows, each with two target languages and
 * three groups of keys, partly translated, so its progress figures count real values.
 */
export async function seedDashboard(url: string, cookie: string): Promise<void> {
  const mutate = async <T>(query: string, variables: Record<string, unknown>) =>
    (await graphql(url, cookie, query, variables)).data as T;
  for (const name of ['Website', 'Mobile app', 'Docs']) {
    const { createProject } = await mutate<{ createProject: { id: string } }>(
      'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
      { input: { name, baseLanguage: 'en-US' } },
    );
    await mutate('mutation ($p: ID!, $t: [String!]!) { addLanguages(projectId: $p, tags: $t) { tag } }', {
      p: createProject.id,
      t: ['de-DE', 'fr-FR'],
    });
    for (const group of ['Landing page', 'E-mails', 'Release notes']) {
      const { createGroup } = await mutate<{ createGroup: { id: string } }>(
        'mutation ($p: ID!, $i: GroupInput!) { createGroup(projectId: $p, input: $i) { id } }',
        { p: createProject.id, i: { name: group } },
      );
      const { createKeys } = await mutate<{ createKeys: { id: string }[] }>(
        'mutation ($g: ID!, $i: [KeyInput!]!) { createKeys(groupId: $g, input: $i) { id } }',
        { g: createGroup.id, i: Array.from({ length: KEYS_PER_GROUP }, (_, n) => ({ name: `text.${n}` })) },
      );
      const values = createKeys.flatMap(({ id }, n) => [
        { keyId: id, language: 'en-US', text: `Text ${n}`, expectedVersion: 0 },
        ...(n % 2 === 0
          ? [{ keyId: id, language: 'de-DE', text: `Text ${n} (de)`, expectedVersion: 0 }]
          : []),
      ]);
      await mutate('mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }', {
        i: values,
      });
    }
  }
}
