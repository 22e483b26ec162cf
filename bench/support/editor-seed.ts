// A project as the editor meets it at scale: G groups of N keys × L languages, texts with
// placeholders, Trans tags, numbers and end punctuation, a share of them broken. Rows go in by
// bulk SQL; the search text, progress, issue codes and issue counts come from the product's own
// services (its checks find the issues), so the stored rows equal what the app would store.
import { randomBytes } from 'node:crypto';
import { createSession } from '../../packages/server/src/auth/session-service.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { recomputeProgress } from '../../packages/server/src/workspace/progress.ts';
import { refreshSearchText } from '../../packages/server/src/workspace/search-text.ts';
import { recomputeIssues } from '../../packages/server/src/workspace/translation-issues.ts';

// The base language first; fr is the one the "untranslated" filter asks about.
export const TAGS =
  'en fr de it es pt nl sv da nb fi pl cs sk hu ro bg el tr ru uk ja ko zh ar he hi th vi id'.split(' ');

export interface Seeded {
  projectId: string;
  groupIds: string[];
  token: string;
}

// PGlite, pg's Pool and a pool client all take (text, params): the bench needs no driver of its own.
const rawQuery = (db: Database, text: string, params: unknown[] = []) =>
  (
    db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> } }
  ).$client.query(text, params);

// Base texts by key number (n % 8), as product UIs hold them: `$n` is the key's number.
const BASE_TEXTS = [
  `'Welcome back, {{name}}! You have {{count}} new messages.'`,
  `'<0>Open the settings</0> to change your plan.'`,
  `'Saved ' || (n % 50) || ' of 50 files.'`,
  `'Delete the project “{{project}}”? This cannot be undone.'`,
  `'Your trial ends in 14 days. <1>Upgrade now</1>.'`,
  `'Invoice ' || n || ' was sent to {{email}}.'`,
  `'Last edited by {{user}} on {{date}}'`,
  `'Search keys, texts and comments'`,
];
const baseText = `(array[${BASE_TEXTS.join(', ')}])[n % 8 + 1]`;

/**
 * A translation of the base text (the language named in front, as a pseudo-locale does), broken in
 * about one value of five, spread over the languages: a lost placeholder, end punctuation or Trans
 * tag, a changed number, a doubled space.
 */
const targetText = `(case
  when (n + ord) % 7 = 0 then regexp_replace(b, '\\{\\{[a-z]+\\}\\}', '', 'g')
  when (n + ord) % 9 = 0 then rtrim(b, '.!?') || case when b ~ '[.!?]$' then '' else '.' end
  when (n + ord) % 11 = 0 then replace(replace(replace(b, '14', '15'), '50', '5'), '{{count}}', '2')
  when (n + ord) % 13 = 0 then regexp_replace(b, '</?[0-9]>', '', 'g')
  when (n + ord) % 17 = 0 then replace(b, ' ', '  ')
  else b end)`;

/**
 * Seeds an account (Business, owner of the project, with a session), a project of `languages`
 * languages and `groups` groups of `keys` keys. Target language j lacks every (j mod 3 + 2)th key.
 */
export async function seedEditorProject(
  db: Database,
  { groups, keys, languages }: { groups: number; keys: number; languages: number },
): Promise<Seeded> {
  const tags = TAGS.slice(0, languages);
  const q = (text: string, params: unknown[] = []) => rawQuery(db, text, params);
  const step = async (what: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // Millions of rows take longer than the pool lets a request's statement run.
  await q('set statement_timeout = 0');
  const account = crypto.randomUUID();
  const projectId = crypto.randomUUID();
  const groupIds = Array.from({ length: groups }, () => crypto.randomUUID());
  await q(
    `insert into accounts (id, email, password_hash, first_name, last_name, confirmed_at)
     values ($1, $2, 'x', 'Bench', 'Mark', now())`,
    [account, `bench-${randomBytes(4).toString('hex')}@example.test`],
  );
  await q(`insert into subscriptions (account_id, plan_id) values ($1, 'business')`, [account]);
  await q(`insert into projects (id, account_id, name, base_language) values ($1, $2, 'Bench', 'en')`, [
    projectId,
    account,
  ]);
  await q(`insert into project_members (project_id, account_id, role) values ($1, $2, 'OWNER')`, [
    projectId,
    account,
  ]);
  await q(
    `insert into project_languages (project_id, tag, position)
     select $1, tag, ord::int - 1 from unnest($2::text[]) with ordinality as l(tag, ord)`,
    [projectId, tags],
  );
  await q(
    `insert into groups (id, project_id, name)
     select id, $1, 'group' || ord from unnest($2::uuid[]) with ordinality as g(id, ord)`,
    [projectId, groupIds],
  );
  await step('keys and values', async () => {
    for (const groupId of groupIds) {
      await q(
        `insert into translation_keys (project_id, group_id, name)
         select $1, $2, 'section' || lpad((n / 50)::text, 3, '0') || '.key' || n from generate_series(0, $3::int - 1) n`,
        [projectId, groupId, keys],
      );
      await q(
        `insert into translations (key_id, language, text, state, version, updated_by, updated_at)
         select id, tag, case when ord = 1 then b else '(' || tag || ') ' || ${targetText} end,
           'TRANSLATED', 1, $2::uuid, now()
         from (
           select k.id, l.tag, l.ord::int as ord, n, ${baseText} as b
           from (select id, substring(name from '[0-9]+$')::int as n from translation_keys where group_id = $1::uuid) k
           cross join unnest($3::text[]) with ordinality as l(tag, ord)
           where l.ord = 1 or n % ((l.ord::int - 1) % 3 + 2) <> 0
         ) v`,
        [groupId, account, tags],
      );
    }
  });
  await step('search text', () => refreshSearchText(db, { projectId }));
  await step('progress', () => recomputeProgress(db, { projectId }));
  // The product's checks find every value's issues and keep their counts, 2,000 keys at a time.
  await step('issues (the product checks every value)', async () => {
    for (const groupId of groupIds) {
      const { rows } = await q(`select id from translation_keys where group_id = $1 order by id`, [groupId]);
      const ids = (rows as { id: string }[]).map(({ id }) => id);
      for (let start = 0; start < ids.length; start += 2000) {
        await recomputeIssues(db, { keyIds: ids.slice(start, start + 2000) });
      }
    }
  });
  // What autovacuum leaves a minute after such writes: no dead row versions for the reads to step over.
  await step('vacuum analyze', () => q('vacuum analyze'));
  await q('reset statement_timeout');
  const token = await createSession(db, account, new Date());
  return { projectId, groupIds, token };
}

/** How many values hold issues, for the bench's header. */
export async function valuesWithIssues(db: Database): Promise<number> {
  const { rows } = await rawQuery(
    db,
    'select count(*)::int as n from translations where cardinality(issue_codes) > 0',
  );
  return (rows[0] as { n: number }).n;
}

/** The project an earlier run seeded and kept (BENCH_KEEP), with a new session: no second seeding. */
export async function seededEarlier(db: Database): Promise<Seeded> {
  const { rows } = await rawQuery(
    db,
    `select p.id as "projectId", p.account_id as account,
       array(select g.id::text from groups g where g.project_id = p.id order by g.name) as "groupIds"
     from projects p where p.name = 'Bench' limit 1`,
  );
  const found = rows[0] as { projectId: string; account: string; groupIds: string[] } | undefined;
  if (!found) throw new Error('no seeded project in this database');
  const token = await createSession(db, found.account, new Date());
  return { projectId: found.projectId, groupIds: found.groupIds, token };
}
