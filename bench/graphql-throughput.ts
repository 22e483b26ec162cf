// Throughput of the dashboard query against the real server (its own process, embedded PGlite,
// signed in, loopback), beside a bare Fastify route answering the same JSON, in the same run.
// Prints requests per second and server CPU per request of each, and their ratio; the aim is a
// ratio of at least 0.5. The database is embedded PGlite unless DATABASE_URL names a PostgreSQL
// server (use an empty database).
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const repoRoot = resolve(import.meta.dirname, '..');
const apiPort = 3291;
const barePort = 3292;
const api = `http://127.0.0.1:${apiPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'verba-bench-'));

const dashboardQuery = `query DashboardPage {
  viewer { id projectsOwned
    subscription { since plan { id name projectLimit } }
    projects { id name baseLanguage createdAt groups { id name createdAt } } }
}`;

const server = spawn(
  process.execPath,
  [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), join(repoRoot, 'packages/server/src/main.ts')],
  {
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: api,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Per-request log lines would cost the server time the bare route does not spend.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function call(path: string, body: unknown, cookie = '') {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Without SMTP_URL the server writes each mail to DATA_DIR/mail; its text part is quoted-printable. */
function confirmToken(dir: string): string | undefined {
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const text = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = text.match(/\/confirm\?token=([\w-]+)/)?.[1];
    if (token) return token;
  }
  return undefined;
}

async function signIn(): Promise<string> {
  const email = `bench-${Date.now()}@example.test`;
  const password = 'a bench-only passphrase';
  await call('/api/auth/register', { email, password, firstName: 'Bench', lastName: 'Mark' });
  const token = await waitFor('the confirmation mail', async () => confirmToken(join(dataDir, 'mail')));
  await call('/api/auth/confirm', { token });
  const login = await call('/api/auth/login', { email, password });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function graphql(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await call('/api/graphql', { query, variables }, cookie);
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

/** A dashboard worth measuring: the three projects Free allows, three groups each. */
async function seed(cookie: string) {
  for (const name of ['Website', 'Mobile app', 'Docs']) {
    const created = await graphql(
      cookie,
      'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
      {
        input: { name, baseLanguage: 'en-US' },
      },
    );
    const projectId = (created.data as { createProject: { id: string } }).createProject.id;
    for (const group of ['Landing page', 'E-mails', 'Release notes']) {
      await graphql(
        cookie,
        'mutation ($p: ID!, $i: GroupInput!) { createGroup(projectId: $p, input: $i) { id } }',
        {
          p: projectId,
          i: { name: group },
        },
      );
    }
  }
}

/** CPU time (user + system, ms) a process has used; read from /proc, so Linux only. */
function cpuMs(pid: number | undefined): number {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One measured run, with the CPU time the serving process spent per request: on a shared machine
 * requests per second swing with the neighbours' load, CPU per request much less.
 */
async function run(url: string, body: string, headers: Record<string, string>, pid: number | undefined) {
  const before = cpuMs(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    body,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { result, cpuUsPerRequest: ((cpuMs(pid) - before) * 1000) / result.requests.total };
}

let bare: ChildProcess | undefined;
try {
  await waitFor('the server', async () => ((await fetch(`${api}/api/health`)).ok ? true : undefined));
  const cookie = await signIn();
  await seed(cookie);
  const body = JSON.stringify({ operationName: 'DashboardPage', query: dashboardQuery, variables: {} });
  const answer = await graphql(cookie, dashboardQuery);
  const payloadFile = join(dataDir, 'dashboard.json');
  writeFileSync(payloadFile, JSON.stringify(answer));

  const started = fork(join(import.meta.dirname, 'bare-server.ts'), [String(barePort), payloadFile]);
  bare = started;
  await new Promise((ready) => started.once('message', ready));

  const headers = { 'content-type': 'application/json', cookie };
  // A short warm-up each, so the JIT and PGlite caches are hot before measuring.
  await autocannon({
    url: `${api}/api/graphql`,
    method: 'POST',
    body,
    headers,
    connections: 10,
    duration: 2,
  });
  await autocannon({
    url: `http://127.0.0.1:${barePort}/bare`,
    method: 'POST',
    body,
    headers,
    connections: 10,
    duration: 2,
  });
  const graphqlRun = await run(`${api}/api/graphql`, body, headers, server.pid);
  const bareRun = await run(`http://127.0.0.1:${barePort}/bare`, body, headers, started.pid);
  // For reading the figures: the same server's GraphQL path without a database read (signed out, plans).
  const plansBody = JSON.stringify({ query: '{ plans { id name projectLimit } }' });
  const plansRun = await run(
    `${api}/api/graphql`,
    plansBody,
    { 'content-type': 'application/json' },
    server.pid,
  );

  const row = ({ result, cpuUsPerRequest }: Awaited<ReturnType<typeof run>>) => ({
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'server CPU µs/req': Math.round(cpuUsPerRequest),
    errors: result.errors + result.non2xx,
  });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `\nDashboard query on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each, loopback, signed in:`,
  );
  console.table({
    'GraphQL dashboard': row(graphqlRun),
    'bare Fastify, same JSON': row(bareRun),
    'GraphQL plans, no DB read': row(plansRun),
  });
  const ratio = graphqlRun.result.requests.average / bareRun.result.requests.average;
  const cpuRatio = bareRun.cpuUsPerRequest / graphqlRun.cpuUsPerRequest;
  console.log(
    `Ratio GraphQL / bare: ${ratio.toFixed(2)} by req/s, ${cpuRatio.toFixed(2)} by CPU per request (aim: at least 0.50)`,
  );
  // A measurement, not a test: failed requests are shown in the table, the exit code stays 0.
  if (graphqlRun.result.errors + graphqlRun.result.non2xx > 0)
    console.log('Some dashboard requests failed: see the errors column.');
} finally {
  bare?.kill();
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
