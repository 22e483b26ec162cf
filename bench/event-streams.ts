// 200 open event streams on one server process (issue 29's scale aim): how much the idle server's
// resident memory grows with them, and how long one save takes to reach all of them. The server
// runs as `npm start` runs it, on the embedded database unless DATABASE_URL is set. Never fails.
import { openStream } from './support/event-stream.ts';
import { memory } from './support/process-stats.ts';
import { type ResultRow, reportResults } from './support/results.ts';
import { graphql, serveNodeArgs, signedInCookie, startVerbaServer } from './support/verba-server.ts';

const STREAMS = 200;
const SAVES = 5;
const AIM_GROWTH_MIB = 50;
const AIM_FAN_OUT_MS = 100;
const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

const server = await startVerbaServer(3299, serveNodeArgs());
const rows: ResultRow[] = [];
try {
  const cookie = await signedInCookie(server);
  const mutate = async <T>(query: string, variables: Record<string, unknown>) =>
    (await graphql(server.url, cookie, query, variables)).data as T;
  const { createProject } = await mutate<{ createProject: { id: string } }>(
    'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
    { input: { name: 'Streams', baseLanguage: 'en-US' } },
  );
  const { createGroup } = await mutate<{ createGroup: { id: string } }>(
    'mutation ($p: ID!, $i: GroupInput!) { createGroup(projectId: $p, input: $i) { id } }',
    { p: createProject.id, i: { name: 'Live' } },
  );
  const { createKeys } = await mutate<{ createKeys: { id: string }[] }>(
    'mutation ($g: ID!, $i: [KeyInput!]!) { createKeys(groupId: $g, input: $i) { id } }',
    { g: createGroup.id, i: [{ name: 'live.title' }] },
  );
  const keyId = createKeys[0]?.id;

  // The server idle after its first requests, then idle again with the streams open.
  await settle(5000);
  const before = memory(server.pid).rss;
  const arrivals: number[] = [];
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, () =>
      openStream(`${server.url}/api/projects/${createProject.id}/events`, cookie, (name) => {
        if (name === 'translation') arrivals.push(performance.now());
      }),
    ),
  );
  await settle(5000);
  const growth = memory(server.pid).rss - before;

  const toAll: number[] = [];
  const spread: number[] = [];
  for (let save = 1; save <= SAVES; save++) {
    arrivals.length = 0;
    const sent = performance.now();
    await mutate('mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
      i: { keyId, language: 'en-US', text: `Title ${save}`, expectedVersion: save - 1 },
    });
    for (let wait = 0; arrivals.length < STREAMS && wait < 100; wait++) await settle(50);
    if (arrivals.length < STREAMS)
      throw new Error(`only ${arrivals.length} of ${STREAMS} streams got save ${save}`);
    toAll.push(Math.max(...arrivals) - sent);
    spread.push(Math.max(...arrivals) - Math.min(...arrivals));
    await settle(500);
  }
  for (const stream of streams) stream.close();

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  rows.push(
    {
      bench: 'event streams',
      figure: `idle RSS growth with ${STREAMS} open streams (${database})`,
      value: `${growth.toFixed(1)} MiB`,
      aim: `≤ ${AIM_GROWTH_MIB} MiB`,
      met: growth <= AIM_GROWTH_MIB,
    },
    {
      bench: 'event streams',
      figure: `one save to all ${STREAMS} streams, from the request (median of ${SAVES})`,
      value: `${median(toAll).toFixed(0)} ms`,
      aim: `≤ ${AIM_FAN_OUT_MS} ms`,
      met: median(toAll) <= AIM_FAN_OUT_MS,
    },
    {
      bench: 'event streams',
      figure: `first to last of the ${STREAMS} streams (median of ${SAVES})`,
      value: `${median(spread).toFixed(0)} ms`,
      aim: '–',
      met: null,
    },
  );
  console.log(`\n${STREAMS} open event streams on one process (${database}):`);
  console.table({
    'RSS before': `${before.toFixed(0)} MiB`,
    'RSS growth': `${growth.toFixed(1)} MiB (aim ≤ ${AIM_GROWTH_MIB})`,
    'save → all streams': toAll.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
    'first → last stream': spread.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
  });
} finally {
  await server.stop();
}
reportResults(rows);
