// The editor at the size of the biggest projects, as a user gets it: a started server (the serve
// script's flags, a real socket), read over HTTP with the session cookie and the headers a browser
// sends, on a project of ten groups with realistic texts and issues (support/editor-seed.ts).
// Sizes: BENCH_EDITOR_KEYS keys (all groups together) × BENCH_EDITOR_LANGUAGES, in BENCH_EDITOR_GROUPS
// groups (default 100,000 × 30 in 10); the embedded database runs at most 20,000 × 10 against
// twice the aims; PostgreSQL (DATABASE_URL; the bench makes and drops a database) runs the full size.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import {
  GroupKeysDocument,
  ProjectProgressDocument,
} from '../packages/api-client/src/graphql/generated/graphql.ts';
import {
  type DatabaseHandle,
  onOneConnection,
  openPglite,
  openPostgres,
} from '../packages/server/src/db/database.ts';
import { type Seeded, seedEditorProject, seededEarlier, valuesWithIssues } from './support/editor-seed.ts';
import { cpuSeconds } from './support/process-stats.ts';
import { reportResults } from './support/results.ts';
import { onScratchPostgres } from './support/scratch-database.ts';
import { serveNodeArgs, startVerbaServer, type VerbaServer } from './support/verba-server.ts';

const KEYS = Number(process.env.BENCH_EDITOR_KEYS ?? 100_000);
const LANGUAGES = Number(process.env.BENCH_EDITOR_LANGUAGES ?? 30);
const GROUPS = Number(process.env.BENCH_EDITOR_GROUPS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** Extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=…), after the serve script's. */
const EXTRA_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** A database an earlier run seeded and kept (BENCH_KEEP): PostgreSQL measured again without seeding. */
const SEEDED_URL = process.env.BENCH_EDITOR_DATABASE;
/** Only the cases whose name holds this text (e.g. `first editor page`, for a profile). */
const CASES = process.env.BENCH_EDITOR_CASES ?? '';
/** Only the embedded or only the PostgreSQL run (`pglite`, `postgres`); both by default. */
const ONLY = process.env.BENCH_EDITOR_ONLY;

interface Aim {
  p50: number;
  p99?: number;
}

/** Where a case reads: the page read is always of the group in the middle of the project. */
interface Read {
  projectId: string;
  groupId: string;
  /** The cursor after the first page of the unfiltered group. */
  after: string;
}

interface Case {
  name: string;
  query: string;
  variables: (read: Read) => Record<string, unknown>;
  aim: Aim;
  /** What the answer must hold, so a figure is never that of an error or of an empty page. */
  check: (data: Record<string, unknown>) => number;
}

interface KeysAnswer {
  group: {
    keys: {
      totalCount: number;
      pageInfo: { endCursor: string | null };
      nodes: { translations: unknown[] }[];
    };
  };
}

/** Values on the page: a page of no values measures nothing. */
const valuesShown = (data: Record<string, unknown>) => {
  const { nodes } = (data as unknown as KeysAnswer).group.keys;
  const values = nodes.reduce((sum, node) => sum + node.translations.length, 0);
  if (values === 0) throw new Error('the page held no values');
  return values;
};

const groupKeys = print(GroupKeysDocument);
// The editor asks for the languages it shows; a script asks for all (no list), as these do.
const page = (read: Read, extra: Record<string, unknown> = {}) => ({
  projectId: read.projectId,
  groupId: read.groupId,
  first: 100,
  ...extra,
});
const cases: Case[] = [
  {
    name: 'first editor page (100 keys × all languages)',
    query: groupKeys,
    variables: (read) => page(read),
    aim: { p50: 50, p99: 150 },
    check: valuesShown,
  },
  {
    name: 'second page by cursor',
    query: groupKeys,
    variables: (read) => page(read, { after: read.after }),
    aim: { p50: 50, p99: 150 },
    check: valuesShown,
  },
  {
    name: 'untranslated in fr',
    query: groupKeys,
    variables: (read) => page(read, { filter: { untranslatedIn: 'fr' } }),
    aim: { p50: 100 },
    check: valuesShown,
  },
  {
    name: 'search for a name ("key1234")',
    query: groupKeys,
    variables: (read) => page(read, { filter: { search: 'key1234' } }),
    aim: { p50: 150 },
    check: valuesShown,
  },
  {
    // A word inside the texts (in one key of eight): the search reads names and every value.
    name: 'search for a word in the texts ("upgrade")',
    query: groupKeys,
    variables: (read) => page(read, { filter: { search: 'upgrade' } }),
    aim: { p50: 150 },
    check: valuesShown,
  },
  {
    // Aids contract: ≤ 500 ms at 100,000 keys × 30 languages, from kept counts (no scan).
    name: 'issue summary (every language and code)',
    query: 'query ($id: ID!) { project(id: $id) { issueSummary { language code severity count } } }',
    variables: ({ projectId }) => ({ id: projectId }),
    aim: { p50: 500 },
    check: (data) => (data.project as { issueSummary: unknown[] }).issueSummary.length,
  },
  {
    name: 'project page progress',
    query: print(ProjectProgressDocument),
    variables: ({ projectId }) => ({ id: projectId }),
    aim: { p50: 100 },
    check: (data) => (data.project as { progress: unknown[] }).progress.length,
  },
];

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A GraphQL read as the browser's editor sends it: its cookie, its headers, a compressed answer welcome. */
async function browserRead(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en-US,en;q=0.9',
      origin: url,
      referer: `${url}/projects`,
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      cookie: `verba_signed_in=1; verba_session=${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
  if (!response.ok || !body.data || body.errors) throw new Error(`${response.status}: ${text.slice(0, 300)}`);
  return { data: body.data, bytes: text.length };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function measure(label: string, size: string, server: VerbaServer, seeded: Seeded, slack: number) {
  const { url, pid } = server;
  const { projectId, groupIds, token } = seeded;
  const groupId = groupIds[Math.floor(groupIds.length / 2)] as string;
  const first = await browserRead(url, token, groupKeys, { projectId, groupId, first: 100 });
  const after = (first.data as unknown as KeysAnswer).group.keys.pageInfo.endCursor ?? '';
  console.log(`  first page: ${(first.bytes / 1024).toFixed(0)} KiB of JSON`);
  const read: Read = { projectId, groupId, after };
  for (const { name, query, variables, aim, check } of cases.filter(({ name }) => name.includes(CASES))) {
    const times: number[] = [];
    let found = 0;
    let cpuBefore = 0;
    for (let index = 0; index < RUNS + 5; index++) {
      if (index === 5) cpuBefore = cpuSeconds(pid);
      const started = performance.now();
      const { data } = await browserRead(url, token, query, variables(read));
      const elapsed = performance.now() - started;
      found = check(data);
      if (index >= 5) times.push(elapsed);
    }
    // The server's CPU time a read: on a shared machine, steadier than the wall time beside the aims.
    const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / RUNS;
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const p50Aim = aim.p50 * slack;
    const p99Aim = aim.p99 === undefined ? undefined : aim.p99 * slack;
    const row = (figure: string, value: number, bound: number) => ({
      bench: 'editor-scale',
      figure: `${name}, ${figure} over HTTP (${label}, ${size})`,
      value: `${value.toFixed(1)} ms`,
      aim: `≤ ${bound} ms`,
      met: value <= bound,
    });
    reportResults([
      row('p50', p50, p50Aim),
      ...(p99Aim === undefined ? [] : [row('p99', p99, p99Aim)]),
      {
        bench: 'editor-scale',
        figure: `${name}, server CPU a read (${label}, ${size})`,
        value: `${cpuMs.toFixed(1)} ms`,
        aim: '-',
        met: null,
      },
    ]);
    const verdict = p50 <= p50Aim && (p99Aim === undefined || p99 <= p99Aim) ? 'met' : 'MISSED';
    console.log(
      `  ${name.padEnd(46)} p50 ${p50.toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  aim p50 ≤ ${p50Aim}${p99Aim === undefined ? '' : ` p99 ≤ ${p99Aim}`} ms ${verdict}  (${found.toLocaleString('en-US')} found; server CPU ${cpuMs.toFixed(1)} ms a read)`,
    );
  }
}

/**
 * Seeds through `handle` (then closed, so the server alone holds an embedded database), starts the
 * server on it with `env`, and measures.
 */
async function run(
  label: string,
  handle: DatabaseHandle,
  sizes: { keys: number; languages: number; groups: number },
  server: { dataDir: string; env: Record<string, string | undefined>; external: boolean },
  slack: number,
) {
  const { keys, languages, groups } = sizes;
  const size = `${keys.toLocaleString('en-US')} keys × ${languages} languages in ${groups} groups`;
  console.log(`\n${label}: ${size}, ${RUNS} runs each`);
  let seeded: Seeded;
  try {
    await handle.migrate();
    if (SEEDED_URL && server.env.DATABASE_URL === SEEDED_URL) seeded = await seededEarlier(handle.db);
    else
      seeded = await onOneConnection(
        handle.db,
        (session) => seedEditorProject(session, { groups, keys: Math.ceil(keys / groups), languages }),
        { readTimeoutMs: 3_600_000 },
      );
    console.log(`  ${(await valuesWithIssues(handle.db)).toLocaleString('en-US')} values hold issues`);
  } finally {
    await handle.close();
  }
  const verba = await startVerbaServer(
    await freePort(),
    [...serveNodeArgs(server.external), ...EXTRA_NODE_ARGS],
    server.dataDir,
    server.env,
  );
  try {
    await measure(label, size, verba, seeded, slack);
  } finally {
    await verba.stop();
  }
}

if (ONLY !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-editor-bench-'));
  try {
    await run(
      'PGlite (embedded)',
      await openPglite(join(dataDir, 'db')),
      { keys: Math.min(KEYS, 20_000), languages: Math.min(LANGUAGES, 10), groups: GROUPS },
      { dataDir, env: { DATABASE_URL: undefined }, external: false },
      2,
    );
  } finally {
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL at full size, on a scratch database (or the one an earlier run kept). */
async function postgresRun(url: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-editor-bench-'));
  try {
    await run(
      'PostgreSQL (DATABASE_URL)',
      await openPostgres(url),
      { keys: KEYS, languages: LANGUAGES, groups: GROUPS },
      { dataDir, env: { DATABASE_URL: url }, external: true },
      1,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ONLY !== 'pglite') {
  if (SEEDED_URL) await postgresRun(SEEDED_URL);
  else await onScratchPostgres(postgresRun);
}
