// Translation memory (issue 39): seeds BENCH_MEMORY_VALUES values (default 1,000,000: 50 projects of
// one account, keys × 4 languages each, texts of a 3,000-word vocabulary) straight into the
// database, then prints the five-best lookup's p50/p99 (`lookUpMemory`, as Key.memory runs it,
// reaching all 50 projects) and what keeping the memory adds to a write (`refreshMemorySources`),
// beside the aims. PGlite always; PostgreSQL with DATABASE_URL (on a scratch database).
// `node bench/memory.ts`. Never fails: it prints.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Access } from '../packages/server/src/access/authorize.ts';
import { memoryReach } from '../packages/server/src/access/memory-reach.ts';
import type { Principal } from '../packages/server/src/access/principal.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../packages/server/src/db/database.ts';
import { lookUpMemory } from '../packages/server/src/memory/memory-lookup.ts';
import { refreshMemorySources } from '../packages/server/src/memory/memory-sources.ts';
import { onScratchPostgres } from './support/scratch-database.ts';

const VALUES = Number(process.env.BENCH_MEMORY_VALUES ?? 1_000_000);
const PROJECTS = 50;
const LANGUAGES = ['en', 'de', 'fr', 'es'];
const KEYS_PER_PROJECT = Math.max(1, Math.round(VALUES / PROJECTS / LANGUAGES.length));
const LOOKUPS = 200;
const WRITES = 200;
const AIMS = { postgres: 50, pglite: 150, writeMs: 1 };

// A deterministic generator, so both databases hold the same texts.
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const syllables = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ra',
  'to',
  'su',
  'vi',
  'pe',
  'do',
  'an',
  'el',
  'or',
  'us',
  'ix',
  'be',
];
const vocabulary = Array.from({ length: 3000 }, () =>
  Array.from(
    { length: 2 + Math.floor(random() * 3) },
    () => syllables[Math.floor(random() * syllables.length)],
  ).join(''),
);
const word = () => vocabulary[Math.floor(random() * vocabulary.length)] as string;
const sentence = () => Array.from({ length: 3 + Math.floor(random() * 7) }, word).join(' ');

const rows = (answer: unknown) => (answer as { rows: Record<string, unknown>[] }).rows;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function seedMemory(handle: DatabaseHandle) {
  const { db } = handle;
  const [account] = rows(
    await db.execute(sql`insert into accounts (email, password_hash, first_name, last_name)
      values (${`bench-${Date.now()}@example.com`}, 'x', 'Bench', 'Memory') returning id`),
  );
  const accountId = account?.id as string;
  const projectIds: string[] = [];
  const started = performance.now();
  for (let p = 0; p < PROJECTS; p++) {
    const [project] = rows(
      await db.execute(
        sql`insert into projects (account_id, name, base_language) values (${accountId}::uuid, ${`P${p}`}, 'en') returning id`,
      ),
    );
    const projectId = project?.id as string;
    projectIds.push(projectId);
    await db.execute(
      sql`insert into project_members (project_id, account_id, role) values (${projectId}::uuid, ${accountId}::uuid, 'OWNER')`,
    );
    const [group] = rows(
      await db.execute(
        sql`insert into groups (project_id, name) values (${projectId}::uuid, 'common') returning id`,
      ),
    );
    for (let start = 0; start < KEYS_PER_PROJECT; start += 5000) {
      const keys = Array.from({ length: Math.min(5000, KEYS_PER_PROJECT - start) }, (_, i) => ({
        name: `key${start + i}`,
        text: sentence(),
      }));
      await db.execute(sql`
        with r as (select * from json_to_recordset(${JSON.stringify(keys)}::json) as r(name text, text text)),
        k as (
          insert into translation_keys (project_id, group_id, name, memory_source, search_text)
          select ${projectId}::uuid, ${group?.id as string}::uuid, r.name, r.text, lower(r.text) from r
          returning id, memory_source
        )
        insert into translations (key_id, language, text, state, origin, version)
        select k.id, l.language, case when l.language = 'en' then k.memory_source else l.language || ': ' || k.memory_source end,
          case when l.language = 'fr' then 'REVIEWED' else 'TRANSLATED' end, 'HUMAN', 1
        from k cross join unnest(${sql.raw(`array[${LANGUAGES.map((tag) => `'${tag}'`).join(',')}]`)}::text[]) as l(language)`);
    }
  }
  await db.execute(sql`analyze`);
  return { accountId, projectIds, seconds: (performance.now() - started) / 1000 };
}

async function measure(name: 'pglite' | 'postgres', handle: DatabaseHandle) {
  await handle.migrate();
  const { db } = handle;
  const seeded = await seedMemory(handle);
  const values = PROJECTS * KEYS_PER_PROJECT * LANGUAGES.length;
  console.log(
    `\n${name}: seeded ${values.toLocaleString('en')} values (${(PROJECTS * KEYS_PER_PROJECT).toLocaleString('en')} memory sources) in ${seeded.seconds.toFixed(0)} s`,
  );
  const principal = { kind: 'session', account: { id: seeded.accountId } } as unknown as Principal;
  const access = { project: { id: seeded.projectIds[0], accountId: seeded.accountId } } as unknown as Access;
  const reach = memoryReach(principal, access);
  // Asks with a stored text that has one word changed: fuzzy and exact matches both come up.
  const samples = rows(
    await db.execute(
      sql`select id, memory_source from translation_keys order by random() limit ${LOOKUPS + WRITES}`,
    ),
  ).map((row) => ({ id: row.id as string, source: row.memory_source as string }));
  const timings: number[] = [];
  let found = 0;
  for (const sample of samples.slice(0, LOOKUPS)) {
    const words = sample.source.split(' ');
    words[Math.floor(random() * words.length)] = word();
    const started = performance.now();
    const matches = await db.transaction((tx) =>
      lookUpMemory(tx, reach, {
        keyId: sample.id,
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
  // A write's extra cost: the memory source of a key whose base value changed, in the write's transaction.
  const writeTimings: number[] = [];
  for (const sample of samples.slice(LOOKUPS)) {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update translations set text = ${sentence()} where key_id = ${sample.id}::uuid and language = 'en'`,
      );
      const between = performance.now();
      await refreshMemorySources(tx, [sample.id]);
      writeTimings.push(performance.now() - between);
    });
  }
  writeTimings.sort((a, b) => a - b);
  const batch = samples.slice(LOOKUPS).map((sample) => sample.id);
  const batchStarted = performance.now();
  await db.transaction((tx) => refreshMemorySources(tx, batch));
  const perValue = (performance.now() - batchStarted) / batch.length;
  console.log(
    `  write cost: p50 ${percentile(writeTimings, 0.5).toFixed(2)} ms, p99 ${percentile(writeTimings, 0.99).toFixed(2)} ms for one base value; ${perValue.toFixed(3)} ms a value in a ${batch.length}-value save (aim ≤ ${AIMS.writeMs} ms a value)`,
  );
}

console.log(`Translation memory bench: ${VALUES.toLocaleString('en')} values asked (BENCH_MEMORY_VALUES)`);
const dataDir = mkdtempSync(join(tmpdir(), 'verba-memory-bench-'));
try {
  const pglite = await openPglite(join(dataDir, 'db'));
  try {
    await measure('pglite', pglite);
  } finally {
    await pglite.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
await onScratchPostgres(async (url) => {
  const postgres = await openPostgres(url);
  try {
    await measure('postgres', postgres);
  } finally {
    await postgres.close();
  }
});
