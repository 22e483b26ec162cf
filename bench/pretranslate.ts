// Pre-translation (issue 40): seeds BENCH_PRETRANSLATE_KEYS keys (default 10,000) with an English
// base into a project with German, and as many translated keys with the same texts into another
// project of the same owner (its memory); then pre-translates German from the memory, and again
// from a provider that answers at once (in process, batches of 50), timing each job from start to
// end, as Mutation.pretranslate runs it. Aims (aids contract): ≤ 30 s from memory, ≤ 20 s from a
// provider, on PostgreSQL (a scratch database on the server DATABASE_URL names); PGlite's are printed too.
// `node bench/pretranslate.ts`. Never fails: it prints.
import type { Principal } from '../packages/server/src/access/principal.ts';
import type { DatabaseHandle } from '../packages/server/src/db/database.ts';
import { createJobRegistry } from '../packages/server/src/jobs/job-registry.ts';
import { startPretranslation } from '../packages/server/src/machine/pretranslate-job.ts';
import type { MachineProvider } from '../packages/server/src/machine/provider.ts';
import { type DatabaseName, onBothDatabases } from './support/both-databases.ts';
import { reportResults } from './support/results.ts';

const KEYS = Number(process.env.BENCH_PRETRANSLATE_KEYS ?? 10_000);
const AIMS = { MEMORY: 30, MACHINE: 20 };

/** A provider that answers at once: the bench times Verba, not a network. */
const instant: MachineProvider = {
  name: 'deepl',
  markerStyle: 'xml',
  batchSize: 50,
  usesGlossary: true,
  translate: async ({ texts }) => texts.map((text) => `DE ${text}`),
};

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
const queryOf =
  (handle: DatabaseHandle): Query =>
  async (text, params = []) =>
    (
      (await (
        handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
      ).$client.query(text, params)) as { rows: Record<string, unknown>[] }
    ).rows;

async function project(query: Query, accountId: string, name: string, texts: string[], german: boolean) {
  const [row] = await query(
    `insert into projects (account_id, name, base_language) values ($1::uuid, $2, 'en') returning id`,
    [accountId, name],
  );
  const projectId = row?.id as string;
  await query(
    `insert into project_members (project_id, account_id, role) values ($1::uuid, $2::uuid, 'OWNER')`,
    [projectId, accountId],
  );
  await query(
    `insert into project_languages (project_id, tag, position) values ($1::uuid, 'en', 0), ($1::uuid, 'de', 1)`,
    [projectId],
  );
  const [group] = await query(
    `insert into groups (project_id, name) values ($1::uuid, 'common') returning id`,
    [projectId],
  );
  const keys = texts.map((text, index) => ({ name: `key${index}`, text }));
  await query(
    `with r as (select * from json_to_recordset($1::json) as r(name text, text text)),
    k as (
      insert into translation_keys (project_id, group_id, name, memory_source, search_text)
      select $2::uuid, $3::uuid, r.name, r.text, lower(r.text) from r
      returning id, memory_source
    )
    insert into translations (key_id, language, text, state, origin, version)
    select k.id, l.language, case when l.language = 'en' then k.memory_source else 'DE ' || k.memory_source end,
      'TRANSLATED', 'HUMAN', 1
    from k cross join unnest($4::text[]) as l(language)`,
    [JSON.stringify(keys), projectId, group?.id, german ? ['en', 'de'] : ['en']],
  );
  return projectId;
}

async function measure(name: DatabaseName, handle: DatabaseHandle) {
  await handle.migrate();
  const query = queryOf(handle);
  const [account] = await query(
    `insert into accounts (email, password_hash, first_name, last_name) values ($1, 'x', 'Bench', 'Pretranslate') returning id`,
    [`bench-${Date.now()}@example.com`],
  );
  const accountId = account?.id as string;
  // Business: no monthly character limit, so the provider run is not cut short.
  await query(`insert into subscriptions (account_id, plan_id) values ($1::uuid, 'business')`, [accountId]);
  const texts = Array.from(
    { length: KEYS },
    (_, i) => `Item ${i}: ${['Save', 'Open', 'Close', 'Share'][i % 4]} the ${i % 101} files of {{name}}`,
  );
  await project(query, accountId, 'Memory', texts, true);
  const principal = {
    kind: 'session',
    account: { id: accountId },
    authenticatedAt: new Date(),
  } as unknown as Principal;
  console.log(`\n${name}: ${KEYS.toLocaleString('en')} keys`);
  for (const source of ['MEMORY', 'MACHINE'] as const) {
    const target = await project(query, accountId, `Target ${source}`, texts, false);
    await query('analyze');
    const jobs = createJobRegistry(
      (error) => console.error(error),
      () => new Date(),
    );
    const started = performance.now();
    const job = await startPretranslation(
      handle.db,
      principal,
      target,
      { languages: ['de'], source },
      new Date(),
      [instant],
      jobs,
      () => {},
    );
    await jobs.settled();
    const seconds = (performance.now() - started) / 1000;
    const [ended] = await query('select state, written, skipped, error from jobs where id = $1::uuid', [
      job.id,
    ]);
    // The aims are PostgreSQL's; PGlite's figure is printed beside no aim.
    const aim = name === 'postgres' ? ` (aim ≤ ${AIMS[source]} s)` : '';
    reportResults([
      {
        bench: 'pretranslate',
        figure: `${KEYS.toLocaleString('en')} keys from ${source} (${name})`,
        value: `${seconds.toFixed(1)} s`,
        aim: name === 'postgres' ? `≤ ${AIMS[source]} s` : '-',
        met: name === 'postgres' ? seconds <= AIMS[source] : null,
      },
    ]);
    console.log(`  ${source}: ${seconds.toFixed(1)} s${aim}, ${JSON.stringify(ended)}`);
  }
}

console.log('Pre-translation bench (BENCH_PRETRANSLATE_KEYS)');
await onBothDatabases(measure);
