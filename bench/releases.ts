// Releases (issue 28): publishing BENCH_RELEASE_KEYS keys (default 50,000) in 4 languages, and /cdn
// file requests per second beside @fastify/static serving the same file's bytes, in the same run.
// The keys are imported through the real server first (BENCH_RELEASE_GROUPS groups, default 10);
// CI may lower BENCH_RELEASE_KEYS, and the size is printed with the figures. Embedded PGlite unless
// DATABASE_URL names a PostgreSQL server (use an empty database). BENCH_PORT moves the server off
// 3298 (the static server takes the next port); BENCH_SECONDS sets each measured run (default 10).
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { reportResults } from './support/results.ts';
import { businessAccount, importZip, nestedLocaleZip, newProject } from './support/seeding.ts';
import { benchNodeArgs, graphql, startVerbaServer, waitFor } from './support/verba-server.ts';

const sizeOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const KEYS = sizeOf('BENCH_RELEASE_KEYS', 50_000);
const GROUPS = Math.min(sizeOf('BENCH_RELEASE_GROUPS', 10), KEYS);
const LANGUAGES = ['en', 'de', 'fr', 'es'];
const PUBLISH_AIM_MS = 3000;
const RATIO_AIM = 0.5;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const serverPort = Number(process.env.BENCH_PORT ?? 3298);
const staticPort = serverPort + 1;

const server = await startVerbaServer(serverPort, benchNodeArgs());
let staticServer: ChildProcess | undefined;
try {
  const cookie = await businessAccount(server);
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    (await graphql(server.url, cookie, query, variables)).data as T;
  const projectId = await newProject(server, cookie, 'Bench releases');
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const size = `${KEYS.toLocaleString('en-US')} keys × ${LANGUAGES.length} languages`;
  console.log(`releases bench (${database}): importing ${size} in ${GROUPS} groups…`);
  const seeding = performance.now();
  for (let group = 0; group < GROUPS; group++) {
    const keys = Math.floor(KEYS / GROUPS) + (group < KEYS % GROUPS ? 1 : 0);
    const { zip } = nestedLocaleZip({
      languages: LANGUAGES,
      groups: [group],
      keys,
      text: (language, at, key) => `${language} text ${at}.${key} for {{name}}`,
    });
    await importZip(server, cookie, projectId, zip);
  }
  console.log(`  imported in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const { createDistribution } = await call<{ createDistribution: { id: string; url: string } }>(
    'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: "Bench" }) { id url } }',
    { p: projectId },
  );
  const publishTimes: number[] = [];
  for (let run = 1; run <= 2; run++) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: 'mutation ($d: ID!) { publishRelease(distributionId: $d) { number keyCount } }',
        variables: { d: createDistribution.id },
      }),
    });
    const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
    // Past GraphQL's 10 s deadline the answer is QUERY_TIMEOUT while the release is still written: wait for it.
    if (body.errors && body.errors[0]?.extensions?.code !== 'QUERY_TIMEOUT')
      throw new Error(JSON.stringify(body.errors));
    const current = await waitFor(
      'the release',
      async () => {
        const { project } = await call<{
          project: { distributions: { current: { number: number; keyCount: number } | null }[] };
        }>('query ($p: ID!) { project(id: $p) { distributions { current { number keyCount } } } }', {
          p: projectId,
        });
        const release = project.distributions[0]?.current;
        return release?.number === run ? release : undefined;
      },
      1200,
    );
    publishTimes.push(performance.now() - started);
    if (current.keyCount !== KEYS) throw new Error(`release ${run} has ${current.keyCount} keys`);
  }
  // The first publish also warms the code up: the second is the one judged; both are printed.
  const publishMs = publishTimes[1] as number;
  console.log(
    `  publish of ${size}: ${publishTimes.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', then ')} (aim ≤ ${PUBLISH_AIM_MS / 1000} s)`,
  );

  // The same file's bytes, for @fastify/static to serve from a folder.
  const filePath = 'de/group0.json';
  const cdnUrl = `${createDistribution.url}/${filePath}`;
  const file = Buffer.from(await (await fetch(cdnUrl)).arrayBuffer());
  const folder = join(server.dataDir, 'static');
  mkdirSync(join(folder, 'de'), { recursive: true });
  writeFileSync(join(folder, filePath), file);
  const started = fork(join(import.meta.dirname, 'static-server.ts'), [String(staticPort), folder]);
  staticServer = started;
  await new Promise((ready, fail) => {
    started.once('message', ready);
    started.once('exit', (code) => fail(new Error(`the static server stopped (exit code ${code})`)));
  });
  const staticUrl = `http://127.0.0.1:${staticPort}/${filePath}`;
  const staticFile = Buffer.from(await (await fetch(staticUrl)).arrayBuffer());
  if (!staticFile.equals(file)) throw new Error('the static server answers other bytes');

  const run = (url: string, connections: number, duration: number) =>
    autocannon({ url, connections, duration });
  // Warm-ups, then the measured runs: the same bytes (no Accept-Encoding), the same connections.
  await run(cdnUrl, 10, 2);
  await run(staticUrl, 10, 2);
  const cdnRun = await run(cdnUrl, CONNECTIONS, SECONDS);
  const staticRun = await run(staticUrl, CONNECTIONS, SECONDS);
  const row = (result: autocannon.Result) => ({
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  });
  console.log(
    `\n/cdn file (${(file.length / 1024).toFixed(0)} KiB), ${CONNECTIONS} connections, ${SECONDS} s each, loopback:`,
  );
  console.table({ '/cdn (Verba)': row(cdnRun), '@fastify/static, same bytes': row(staticRun) });
  const ratio = cdnRun.requests.average / staticRun.requests.average;
  console.log(`  /cdn req/s / @fastify/static: ${ratio.toFixed(2)} (aim ≥ ${RATIO_AIM})`);

  reportResults([
    {
      bench: 'releases',
      figure: `/cdn file req/s / @fastify/static, same bytes (${(file.length / 1024).toFixed(0)} KiB)`,
      value: ratio.toFixed(2),
      aim: `≥ ${RATIO_AIM}`,
      met: ratio >= RATIO_AIM,
    },
    {
      bench: 'releases',
      figure: `publish ${size} (${database})`,
      value: `${(publishMs / 1000).toFixed(2)} s`,
      aim: `≤ ${PUBLISH_AIM_MS / 1000} s`,
      met: publishMs <= PUBLISH_AIM_MS,
    },
  ]);
} finally {
  staticServer?.kill();
  await server.stop();
}
