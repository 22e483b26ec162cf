// Read latency of the translation editor: 10,000 keys × 4 languages in one group, through the
// real GraphQL endpoint in-process (app.inject: yoga, resolvers, loaders, SQL). Prints p50/p99 of
// the first editor page (100 keys with their values), the "untranslated in fr" filter and a
// search, beside the aims: p50 ≤ 100 ms on embedded PGlite, ≤ 50 ms on PostgreSQL. PGlite always
// runs; PostgreSQL too when DATABASE_URL names a server (the bench makes and drops a database).
import { randomBytes } from 'node:crypto';
import { sessionPrincipal } from '../packages/server/src/access/principal.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { createSession } from '../packages/server/src/auth/session-service.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../packages/server/src/db/database.ts';
import { accounts, subscriptions } from '../packages/server/src/db/schema.ts';
import { loadEnv } from '../packages/server/src/env.ts';
import { createGroup } from '../packages/server/src/projects/group-service.ts';
import { createProject } from '../packages/server/src/projects/project-service.ts';
import { createKeys } from '../packages/server/src/workspace/key-service.ts';
import { recomputeProgress } from '../packages/server/src/workspace/progress.ts';
import { addLanguages } from '../packages/server/src/workspace/project-languages.ts';
import { refreshSearchText } from '../packages/server/src/workspace/search-text.ts';
import { recomputeIssues } from '../packages/server/src/workspace/translation-issues.ts';
import { reportResults } from './support/results.ts';
import { onScratchPostgres } from './support/scratch-database.ts';

const KEYS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const pageQuery = `query EditorPage($p: ID!, $g: ID!, $filter: KeyFilter) {
  group(projectId: $p, id: $g) {
    keys(first: 100, filter: $filter) {
      totalCount pageInfo { endCursor hasNextPage }
      nodes { id name description plural version translations { language text state outdated version updatedAt } }
    }
  }
}`;

const cases = [
  { name: 'first editor page (100 keys)', filter: null },
  { name: 'untranslated in fr', filter: { untranslatedIn: 'fr' } },
  { name: 'search "key12"', filter: { search: 'key12' } },
];

/** Seeds the workspace through the services; values in bulk SQL (the services' own path is tested elsewhere). */
async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const now = new Date();
  const [account] = await db
    .insert(accounts)
    .values({
      email: `bench-${randomBytes(4).toString('hex')}@example.test`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Mark',
      confirmedAt: now,
    })
    .returning();
  if (!account) throw new Error('no account');
  await db.insert(subscriptions).values({ accountId: account.id, planId: 'business', since: now });
  const principal = sessionPrincipal({ account, authenticatedAt: now });
  const project = await createProject(db, principal, { name: 'Bench', baseLanguage: 'en' }, now);
  await addLanguages(db, principal, project.id, ['fr', 'de', 'it'], now);
  const group = await createGroup(db, principal, project.id, 'common', now);
  for (let start = 0; start < KEYS; start += 1000) {
    await createKeys(
      db,
      principal,
      group.id,
      Array.from({ length: 1000 }, (_, index) => ({
        name: `section${(start + index) % 50}.key${start + index}`,
      })),
      now,
    );
  }
  // en and de everywhere, fr on every other key, it on every fourth: the filters have work to do.
  await rawQuery(
    handle,
    `insert into translations (key_id, language, text, state, version, updated_by, updated_at)
    select k.id, l.tag, 'Value of ' || k.name || ' for {{name}} in ' || l.tag, 'TRANSLATED', 1, $1::uuid, now()
    from translation_keys k
    cross join (values ('en', 1), ('de', 1), ('fr', 2), ('it', 4)) as l(tag, every)
    where k.group_id = $2::uuid and (substring(k.name from 'key([0-9]+)$')::int % l.every) = 0`,
    [account.id, group.id],
  );
  await recomputeIssues(db, { projectId: project.id });
  await refreshSearchText(db, { projectId: project.id });
  await recomputeProgress(db, { projectId: project.id });
  const token = await createSession(db, account.id, new Date());
  return { projectId: project.id, groupId: group.id, token };
}

// PGlite and pg's Pool both take (text, params): the bench needs no driver of its own.
const rawQuery = (handle: DatabaseHandle, text: string, params: unknown[] = []) =>
  (
    handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
  ).$client.query(text, params);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function run(label: string, handle: DatabaseHandle, aimMs: number) {
  await handle.migrate();
  const seeded = await seed(handle);
  const app = await buildApp({
    env: loadEnv({ APP_DIST_DIR: '/nonexistent/verba-dist', LOG_LEVEL: 'warn' }),
    db: handle.db,
    mailTransport: { send: async () => {}, close: () => {} },
    secretKey: randomBytes(32),
  });
  await app.ready();
  console.log(
    `\n${label}: ${KEYS.toLocaleString('en-US')} keys × 4 languages in one group, ${RUNS} runs each`,
  );
  for (const { name, filter } of cases) {
    const times: number[] = [];
    let total = 0;
    for (let index = 0; index < RUNS + 5; index++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        cookies: { verba_session: seeded.token },
        payload: JSON.stringify({
          query: pageQuery,
          variables: { p: seeded.projectId, g: seeded.groupId, filter },
        }),
      });
      const elapsed = performance.now() - started;
      const body = response.json() as {
        data?: { group: { keys: { totalCount: number } } };
        errors?: unknown;
      };
      if (!body.data?.group) throw new Error(`${name}: ${response.body.slice(0, 300)}`);
      total = body.data.group.keys.totalCount;
      if (index >= 5) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    reportResults([
      {
        bench: 'workspace',
        figure: `${name}, p50 (${label})`,
        value: `${p50.toFixed(1)} ms`,
        aim: `≤ ${aimMs} ms`,
        met: p50 <= aimMs,
      },
    ]);
    console.log(
      `  ${name.padEnd(32)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms  aim p50 ≤ ${aimMs} ms ${p50 <= aimMs ? 'met' : 'MISSED'}  (${total.toLocaleString('en-US')} keys match)`,
    );
  }
  await app.close();
}

await run('PGlite (embedded, in memory)', await openPglite(), 100);

await onScratchPostgres(async (url) => {
  const handle = await openPostgres(url);
  try {
    await run('PostgreSQL (DATABASE_URL)', handle, 50);
  } finally {
    await handle.close();
  }
});
