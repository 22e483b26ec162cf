// Throughput of the dashboard query against the real server (its own process, embedded PGlite,
// signed in, loopback), beside a bare Fastify route answering the same JSON, in the same run.
// Prints requests per second and server CPU per request of each, and the dashboard's CPU a request
// beside its aim (PostgreSQL). The database is embedded PGlite unless DATABASE_URL names a PostgreSQL server (use an empty one).
// BENCH_PORT (default 3291) is the server's port, the next one the bare route's.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { DashboardPageDocument } from '../packages/api-client/src/graphql/generated/graphql.ts';
import { reportResults } from './support/results.ts';
import {
  benchNodeArgs,
  graphql,
  seedDashboard,
  signedInCookie,
  startVerbaServer,
} from './support/verba-server.ts';

const CONNECTIONS = 50;
const DASHBOARD_CPU_AIM_US = 450;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const serverPort = Number(process.env.BENCH_PORT ?? 3291);
const barePort = serverPort + 1;
const server = await startVerbaServer(serverPort, benchNodeArgs());
const api = server.url;

// The app's own query, as the dashboard sends it: its projects' languages and progress included.
const dashboardQuery = print(DashboardPageDocument);

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
  const cookie = await signedInCookie(server);
  await seedDashboard(api, cookie);
  const body = JSON.stringify({ operationName: 'DashboardPage', query: dashboardQuery, variables: {} });
  const answer = await graphql(api, cookie, dashboardQuery);
  const payloadFile = join(server.dataDir, 'dashboard.json');
  writeFileSync(payloadFile, JSON.stringify(answer));

  const started = fork(join(import.meta.dirname, 'bare-server.ts'), [String(barePort), payloadFile]);
  bare = started;
  // A bare server that cannot start (its port taken) must fail the run, not leave it waiting.
  await new Promise((ready, fail) => {
    started.once('message', ready);
    started.once('exit', (code) => fail(new Error(`the bare server stopped (exit code ${code})`)));
  });

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
  const onPostgres = Boolean(process.env.DATABASE_URL);
  const database = onPostgres ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `\nDashboard query on ${database}, ${CONNECTIONS} connections, ${SECONDS} s each, loopback, signed in:`,
  );
  console.table({
    'GraphQL dashboard': row(graphqlRun),
    'bare Fastify, same JSON': row(bareRun),
    'GraphQL plans, no DB read': row(plansRun),
  });
  const ratio = graphqlRun.result.requests.average / bareRun.result.requests.average;
  const plansCpu = plansRun.cpuUsPerRequest / bareRun.cpuUsPerRequest;
  const dashboardCpu = Math.round(graphqlRun.cpuUsPerRequest);
  console.log(
    `Dashboard: ${dashboardCpu} µs of server CPU a request (aim: at most ${DASHBOARD_CPU_AIM_US} µs on PostgreSQL); ${ratio.toFixed(2)} of bare by req/s; p99 ${graphqlRun.result.latency.p99} ms (aim: at most 50 ms on PostgreSQL)`,
  );
  console.log(`Server CPU per request, { plans } / bare: ${plansCpu.toFixed(1)}× (about 3× accepted)`);
  // The dashboard's aims are PostgreSQL's: on PGlite its figures are shown, not judged. Issue 30
  // retired the req/s ratio (two shared cores) and the { plans } 2× aim; both are still shown.
  const p99 = graphqlRun.result.latency.p99;
  reportResults([
    {
      bench: 'graphql',
      figure: '{ plans } server CPU / bare',
      value: `${plansCpu.toFixed(1)}×`,
      aim: 'about 3× accepted',
      met: null,
    },
    {
      bench: 'graphql',
      figure: `dashboard server CPU a request (${database})`,
      value: `${dashboardCpu} µs`,
      aim: `≤ ${DASHBOARD_CPU_AIM_US} µs on PostgreSQL`,
      met: onPostgres ? dashboardCpu <= DASHBOARD_CPU_AIM_US : null,
    },
    {
      bench: 'graphql',
      figure: `dashboard req/s / bare (${database})`,
      value: ratio.toFixed(2),
      aim: '',
      met: null,
    },
    {
      bench: 'graphql',
      figure: `dashboard p99, ${CONNECTIONS} connections (${database})`,
      value: `${p99} ms`,
      aim: '≤ 50 ms on PostgreSQL',
      met: onPostgres ? p99 <= 50 : null,
    },
  ]);
  // A measurement, not a test: failed requests are shown in the table, the exit code stays 0.
  if (graphqlRun.result.errors + graphqlRun.result.non2xx > 0)
    console.log('Some dashboard requests failed: see the errors column.');
} finally {
  bare?.kill();
  await server.stop();
}
