// The editor at the size of the biggest projects: one group of N keys × L languages, seeded in bulk
// SQL, then read through the real GraphQL endpoint in-process (app.inject) with the app's own
// documents. Sizes: BENCH_EDITOR_KEYS × BENCH_EDITOR_LANGUAGES (default 5,000 × 10, so `pnpm bench`
// stays near a minute); the embedded database runs at most 20,000 × 10 against twice the aims;
// PostgreSQL (DATABASE_URL; the bench makes and drops a database) runs the full size.
import { randomBytes } from 'node:crypto';
import { print } from 'graphql';
import {
  GroupKeysDocument,
  ProjectProgressDocument,
} from '../packages/api-client/src/graphql/generated/graphql.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { createSessionService } from '../packages/server/src/auth/session-service.ts';
import {
  type Database,
  type DatabaseHandle,
  onOneConnection,
  openPglite,
  openPostgres,
} from '../packages/server/src/db/database.ts';
import { loadEnv } from '../packages/server/src/env.ts';
import { recomputeProgress } from '../packages/server/src/workspace/progress.ts';
import { refreshSearchText } from '../packages/server/src/workspace/search-text.ts';
import { recomputeIssues } from '../packages/server/src/workspace/translation-issues.ts';
import { reportResults } from './support/results.ts';
import { onScratchPostgres } from './support/scratch-database.ts';

const KEYS = Number(process.env.BENCH_EDITOR_KEYS ?? 5_000);
const LANGUAGES = Number(process.env.BENCH_EDITOR_LANGUAGES ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

// The base language first, then 29 targets; fr is the one the "untranslated" filter asks about.
const TAGS =
  'en fr de it es pt nl sv da nb fi pl cs sk hu ro bg el tr ru uk ja ko zh ar he hi th vi id'.split(' ');

interface Aim {
  p50: number;
  p99?: number;
}

interface Case {
  name: string;
  query: string;
  variables: (seeded: Seeded) => Record<string, unknown>;
  aim: Aim;
  /** What the answer must hold, so a figure is never that of an error. */
  check: (data: Record<string, unknown>) => number;
}

interface Seeded {
  projectId: string;
  groupId: string;
  token: string;
}

const keysTotal = (data: Record<string, unknown>) =>
  (data.group as { keys: { totalCount: number } }).keys.totalCount;

const groupKeys = print(GroupKeysDocument);
const cases: Case[] = [
  {
    name: 'first editor page of a group (100 keys)',
    query: groupKeys,
    variables: ({ projectId, groupId }) => ({ projectId, groupId, first: 100 }),
    aim: { p50: 50, p99: 150 },
    check: keysTotal,
  },
  {
    name: 'untranslated in fr',
    query: groupKeys,
    variables: ({ projectId, groupId }) => ({
      projectId,
      groupId,
      first: 100,
      filter: { untranslatedIn: 'fr' },
    }),
    aim: { p50: 100 },
    check: keysTotal,
  },
  {
    // A word inside the texts (not a name prefix): the search reads names and every value.
    name: 'search over names and texts ("k1234 in de")',
    query: groupKeys,
    variables: ({ projectId, groupId }) => ({
      projectId,
      groupId,
      first: 100,
      filter: { search: 'k1234 in de' },
    }),
    aim: { p50: 150 },
    check: keysTotal,
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
    name: `project page progress`,
    query: print(ProjectProgressDocument),
    variables: ({ projectId }) => ({ id: projectId }),
    aim: { p50: 100 },
    check: (data) => (data.project as { progress: unknown[] }).progress.length,
  },
];

// PGlite, pg's Pool and a pool client all take (text, params): the bench needs no driver of its own.
const rawQuery = (db: Database, text: string, params: unknown[] = []) =>
  (
    db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
  ).$client.query(text, params);

/**
 * What the app would hold after N keys were created and L languages filled through it: rows
 * straight into the tables (generate_series), then the stored search text, progress counters and
 * issue counts the services keep. The base language is full; target j lacks every (j mod 3 + 2)th key.
 */
async function seed(db: Database, keys: number, languages: number): Promise<Seeded> {
  const tags = TAGS.slice(0, languages);
  const q = (text: string, params: unknown[] = []) => rawQuery(db, text, params);
  // Millions of rows take longer than the pool lets a request's statement run.
  await q('set statement_timeout = 0');
  const started = performance.now();
  const account = randomBytes(16)
    .toString('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
  const project = crypto.randomUUID();
  const group = crypto.randomUUID();
  await q(
    `insert into accounts (id, email, password_hash, first_name, last_name, confirmed_at)
     values ($1, $2, 'x', 'Bench', 'Mark', now())`,
    [account, `bench-${account.slice(0, 8)}@example.test`],
  );
  await q(`insert into subscriptions (account_id, plan_id) values ($1, 'business')`, [account]);
  await q(`insert into projects (id, account_id, name, base_language) values ($1, $2, 'Bench', 'en')`, [
    project,
    account,
  ]);
  await q(`insert into project_members (project_id, account_id, role) values ($1, $2, 'OWNER')`, [
    project,
    account,
  ]);
  await q(
    `insert into project_languages (project_id, tag, position)
     select $1, tag, ord::int - 1 from unnest($2::text[]) with ordinality as l(tag, ord)`,
    [project, tags],
  );
  await q(`insert into groups (id, project_id, name) values ($1, $2, 'common')`, [group, project]);
  await q(
    `insert into translation_keys (project_id, group_id, name)
     select $1, $2, 'section' || (n % 50) || '.k' || n from generate_series(0, $3::int - 1) n`,
    [project, group, keys],
  );
  await q(
    `insert into translations (key_id, language, text, state, version, updated_by, updated_at)
     select k.id, l.tag, 'Text of k' || substring(k.name from '[0-9]+$') || ' in ' || l.tag || ' for {{name}}',
       'TRANSLATED', 1, $2::uuid, now()
     from translation_keys k
     cross join unnest($3::text[]) with ordinality as l(tag, ord)
     where k.group_id = $1::uuid
       and (l.ord = 1 or substring(k.name from '[0-9]+$')::int % ((l.ord::int - 1) % 3 + 2) <> 0)`,
    [group, account, tags],
  );
  const executor = db;
  await refreshSearchText(executor, { projectId: project });
  await recomputeProgress(executor, { projectId: project });
  // Issues compare each value with its base; the texts share their placeholders, so none is found.
  // One page of keys goes through the service to show it; the issues below are written as stored.
  await recomputeIssues(executor, {
    keyIds: (
      (await q(`select id from translation_keys where group_id = $1 limit 100`, [group])) as {
        rows: { id: string }[];
      }
    ).rows.map(({ id }) => id),
  });
  // Every 7th value lost its end punctuation and every 11th its placeholder, counted per project,
  // language and code as the services keep them.
  await q(
    `update translations t set issue_codes = array_remove(array[
        case when n % 7 = 0 then 'END_PUNCTUATION' end, case when n % 11 = 0 then 'PLACEHOLDER_MISSING' end], null)
     from (select id, substring(name from '[0-9]+$')::int as n from translation_keys where group_id = $1::uuid) k
     where t.key_id = k.id and t.language <> 'en' and (k.n % 7 = 0 or k.n % 11 = 0)`,
    [group],
  );
  await q(
    `insert into issue_counts (project_id, language, code, total)
     select $1::uuid, t.language, c.code, count(*) from translations t
     join translation_keys k on k.id = t.key_id cross join unnest(t.issue_codes) as c(code)
     where k.project_id = $1::uuid group by t.language, c.code`,
    [project],
  );
  await q('analyze');
  await q('reset statement_timeout');
  const token = await createSessionService(executor, () => new Date()).create(account);
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { projectId: project, groupId: group, token };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function run(label: string, handle: DatabaseHandle, keys: number, languages: number, slack: number) {
  await handle.migrate();
  const size = `${keys.toLocaleString('en-US')} keys × ${languages} languages`;
  console.log(`\n${label}: ${size} in one group, ${RUNS} runs each`);
  const seeded = await onOneConnection(handle.db, (session) => seed(session, keys, languages), {
    readTimeoutMs: 600_000,
  });
  const app = await buildApp({
    env: loadEnv({ APP_DIST_DIR: '/nonexistent/verba-dist', LOG_LEVEL: 'warn' }),
    db: handle.db,
    mailTransport: { send: async () => {}, close: () => {} },
    secretKey: randomBytes(32),
  });
  await app.ready();
  for (const { name, query, variables, aim, check } of cases) {
    const times: number[] = [];
    let found = 0;
    for (let index = 0; index < RUNS + 5; index++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        cookies: { verba_session: seeded.token },
        payload: JSON.stringify({ query, variables: variables(seeded) }),
      });
      const elapsed = performance.now() - started;
      const body = response.json() as { data?: Record<string, unknown>; errors?: unknown };
      if (!body.data || body.errors) throw new Error(`${name}: ${response.body.slice(0, 300)}`);
      found = check(body.data);
      if (index >= 5) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const p50Aim = aim.p50 * slack;
    const p99Aim = aim.p99 === undefined ? undefined : aim.p99 * slack;
    const rows = [
      {
        bench: 'editor-scale',
        figure: `${name}, p50 (${label}, ${size})`,
        value: `${p50.toFixed(1)} ms`,
        aim: `≤ ${p50Aim} ms`,
        met: p50 <= p50Aim,
      },
    ];
    if (p99Aim !== undefined) {
      rows.push({
        bench: 'editor-scale',
        figure: `${name}, p99 (${label}, ${size})`,
        value: `${p99.toFixed(1)} ms`,
        aim: `≤ ${p99Aim} ms`,
        met: p99 <= p99Aim,
      });
    }
    reportResults(rows);
    const verdict = p50 <= p50Aim && (p99Aim === undefined || p99 <= p99Aim) ? 'met' : 'MISSED';
    console.log(
      `  ${name.padEnd(46)} p50 ${p50.toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  aim p50 ≤ ${p50Aim}${p99Aim === undefined ? '' : ` p99 ≤ ${p99Aim}`} ms ${verdict}  (${found.toLocaleString('en-US')} found)`,
    );
  }
  await app.close();
}

const embedded = await openPglite();
try {
  await run('PGlite (embedded, in memory)', embedded, Math.min(KEYS, 20_000), Math.min(LANGUAGES, 10), 2);
} finally {
  await embedded.close();
}

await onScratchPostgres(async (url) => {
  const handle = await openPostgres(url);
  try {
    await run('PostgreSQL (DATABASE_URL)', handle, KEYS, LANGUAGES, 1);
  } finally {
    await handle.close();
  }
});
