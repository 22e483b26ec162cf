// Translation memory (issue 39): seeds BENCH_MEMORY_VALUES values (default 1,000,000: 50 projects of
// one account, keys × 4 languages each, texts of a 3,000-word vocabulary of random letters) straight into the
// database, then prints the five-best lookup's p50/p99 (`lookUpMemory`, as Key.memory runs it,
// reaching all 50 projects) and what keeping the memory adds to a write (refreshSearchText's memory source),
// beside the aims. PGlite always; PostgreSQL with DATABASE_URL (on a scratch database).
// `node bench/memory.ts`. Never fails: it prints.
import type { Access } from '../packages/server/src/access/authorize.ts';
import { memoryReach } from '../packages/server/src/access/memory-reach.ts';
import type { Principal } from '../packages/server/src/access/principal.ts';
import type { Database, DatabaseHandle } from '../packages/server/src/db/database.ts';
import { lookUpMemory } from '../packages/server/src/memory/memory-lookup.ts';
import { refreshSearchText } from '../packages/server/src/workspace/search-text.ts';
import { type DatabaseName, onBothDatabases } from './support/both-databases.ts';
import { reportResults } from './support/results.ts';

const VALUES = Number(process.env.BENCH_MEMORY_VALUES ?? 1_000_000);
const PROJECTS = 50;
const LANGUAGES = ['en', 'de', 'fr', 'es'];
const KEYS_PER_PROJECT = Math.max(1, Math.round(VALUES / PROJECTS / LANGUAGES.length));
const LOOKUPS = 200;
const WRITES = 200;
const AIMS = { postgres: 50, pglite: 150, writeMs: 1 };

// A deterministic generator: every run seeds the same texts.
let seed = 42;
// mulberry32: a full-period 32-bit generator in integer arithmetic.
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
// Words of random letters: UI texts share few trigrams, as real ones do (a tiny alphabet would not).
const letters = 'abcdefghijklmnopqrstuvwxyz';
const vocabulary = Array.from({ length: 3000 }, () =>
  Array.from(
    { length: 3 + Math.floor(random() * 7) },
    () => letters[Math.floor(random() * letters.length)],
  ).join(''),
);
const word = () => vocabulary[Math.floor(random() * vocabulary.length)] as string;
const sentence = () => Array.from({ length: 3 + Math.floor(random() * 7) }, word).join(' ');

// PGlite, pg's Pool and a pool client all take (text, params): the bench needs no driver of its own.
const query = async (db: Database, text: string, params: unknown[] = []) =>
  (
    (await (
      db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
    ).$client.query(text, params)) as { rows: Record<string, unknown>[] }
  ).rows;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function seedMemory(db: Database) {
  const [account] = await query(
    db,
    `insert into accounts (email, password_hash, first_name, last_name) values ($1, 'x', 'Bench', 'Memory') returning id`,
    [`bench-${Date.now()}@example.com`],
  );
  const accountId = account?.id as string;
  const projectIds: string[] = [];
  const started = performance.now();
  for (let p = 0; p < PROJECTS; p++) {
    const [project] = await query(
      db,
      `insert into projects (account_id, name, base_language) values ($1::uuid, $2, 'en') returning id`,
      [accountId, `P${p}`],
    );
    const projectId = project?.id as string;
    projectIds.push(projectId);
    await query(
      db,
      `insert into project_members (project_id, account_id, role) values ($1::uuid, $2::uuid, 'OWNER')`,
      [projectId, accountId],
    );
    const [group] = await query(
      db,
      `insert into groups (project_id, name) values ($1::uuid, 'common') returning id`,
      [projectId],
    );
    for (let start = 0; start < KEYS_PER_PROJECT; start += 5000) {
      const keys = Array.from({ length: Math.min(5000, KEYS_PER_PROJECT - start) }, (_, i) => ({
        name: `key${start + i}`,
        text: sentence(),
      }));
      await query(
        db,
        `with r as (select * from json_to_recordset($1::json) as r(name text, text text)),
        k as (
          insert into translation_keys (project_id, group_id, name, memory_source, search_text)
          select $2::uuid, $3::uuid, r.name, r.text, lower(r.text) from r
          returning id, memory_source
        )
        insert into translations (key_id, language, text, state, origin, version)
        select k.id, l.language, case when l.language = 'en' then k.memory_source else l.language || ': ' || k.memory_source end,
          case when l.language = 'fr' then 'REVIEWED' else 'TRANSLATED' end, 'HUMAN', 1
        from k cross join unnest($4::text[]) as l(language)`,
        [JSON.stringify(keys), projectId, group?.id, LANGUAGES],
      );
    }
  }
  await query(db, 'analyze');
  return { accountId, projectIds, seconds: (performance.now() - started) / 1000 };
}

async function measure(name: DatabaseName, handle: DatabaseHandle) {
  await handle.migrate();
  const { db } = handle;
  const seeded = await seedMemory(db);
  const values = PROJECTS * KEYS_PER_PROJECT * LANGUAGES.length;
  console.log(
    `\n${name}: seeded ${values.toLocaleString('en')} values (${(PROJECTS * KEYS_PER_PROJECT).toLocaleString('en')} memory sources) in ${seeded.seconds.toFixed(0)} s`,
  );
  const principal = { kind: 'session', account: { id: seeded.accountId } } as unknown as Principal;
  const access = { project: { id: seeded.projectIds[0], accountId: seeded.accountId } } as unknown as Access;
  const reach = memoryReach(principal, access);
  // Asks with a stored text that has one word changed: fuzzy and exact matches both come up.
  const samples = (
    await query(db, 'select id, memory_source from translation_keys order by random() limit $1', [
      LOOKUPS + WRITES,
    ])
  ).map((row) => ({ id: row.id as string, source: row.memory_source as string }));
  const timings: number[] = [];
  let found = 0;
  for (const sample of samples.slice(0, LOOKUPS)) {
    const words = sample.source.split(' ');
    words[Math.floor(random() * words.length)] = word();
    const started = performance.now();
    const matches = await db.transaction((tx) =>
      // Another key asks: the sample's own text, one word changed, is among its matches.
      lookUpMemory(tx, reach, {
        keyId: '00000000-0000-0000-0000-000000000000',
        source: words.join(' '),
        sourceLanguage: 'en',
        language: 'fr',
        first: 5,
      }),
    );
    timings.push(performance.now() - started);
    found += matches.length;
  }
  timings.sort((a, b) => a - b);
  const aim = AIMS[name];
  console.log(
    `  five best: p50 ${percentile(timings, 0.5).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms (aim p50 ≤ ${aim} ms) — ${(found / LOOKUPS).toFixed(1)} matches a lookup`,
  );
  // A write's extra cost: refreshSearchText stores the memory source in the statement that every
  // write of a value already runs for the search text; measured with it, and as it was without.
  // One value: the measured side pays its own BEGIN/COMMIT, so the batch figure is the fair one
  // (a raw statement inside the transaction would wait for PGlite's one connection).
  const searchOnly = `update translation_keys k set search_text = lower(k.name) || coalesce(chr(31) || (
      select string_agg(lower(v.text), chr(31)) from translations t
      cross join lateral (select t.text where t.text is not null and t.text <> ''
        union all select f.value from jsonb_each_text(t.forms) f) as v(text)
      where t.key_id = k.id), '') where k.id = any($1::uuid[])`;
  const writes = samples.slice(LOOKUPS).map((sample) => sample.id);
  const withMemory: number[] = [];
  const without: number[] = [];
  for (const id of writes) {
    let started = performance.now();
    await query(db, searchOnly, [[id]]);
    without.push(performance.now() - started);
    started = performance.now();
    await db.transaction((tx) => refreshSearchText(tx, { keyIds: [id] }));
    withMemory.push(performance.now() - started);
  }
  withMemory.sort((a, b) => a - b);
  without.sort((a, b) => a - b);
  let started = performance.now();
  await query(db, searchOnly, [writes]);
  const batchWithout = (performance.now() - started) / writes.length;
  started = performance.now();
  await db.transaction((tx) => refreshSearchText(tx, { keyIds: writes }));
  const batchWith = (performance.now() - started) / writes.length;
  const added = percentile(withMemory, 0.5) - percentile(without, 0.5);
  const lookupP50 = percentile(timings, 0.5);
  const batchAdded = batchWith - batchWithout;
  const size = `${name}, ${VALUES.toLocaleString('en')} values`;
  reportResults([
    {
      bench: 'translation-memory',
      figure: `five best, p50 (${size})`,
      value: `${lookupP50.toFixed(1)} ms`,
      aim: `≤ ${aim} ms`,
      met: lookupP50 <= aim,
    },
    {
      bench: 'translation-memory',
      figure: `a write's added cost a value, ${writes.length}-value save (${size})`,
      value: `${batchAdded.toFixed(3)} ms`,
      aim: `≤ ${AIMS.writeMs} ms`,
      met: batchAdded <= AIMS.writeMs,
    },
  ]);
  console.log(
    `  write cost added: ${added.toFixed(2)} ms for one value (p50 ${percentile(withMemory, 0.5).toFixed(2)} ms with the memory, ${percentile(without, 0.5).toFixed(2)} ms without); ${(batchWith - batchWithout).toFixed(3)} ms a value in a ${writes.length}-value save (aim ≤ ${AIMS.writeMs} ms a value)`,
  );
}

console.log(`Translation memory bench: ${VALUES.toLocaleString('en')} values asked (BENCH_MEMORY_VALUES)`);
await onBothDatabases(measure);
