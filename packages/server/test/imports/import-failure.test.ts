import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLongStatements } from '../../src/db/statement-budget.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { workspace } from '../workspace/workspace-client.ts';
import { applyAndWait, exportProject, importFiles, preview } from './import-client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } },
  );
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** Everything of a project an apply writes to. */
const projectState = async (projectId: string) => ({
  groups: await rows(sql`select name from groups where project_id = ${projectId}::uuid order by name`),
  languages: await rows(
    sql`select tag from project_languages where project_id = ${projectId}::uuid order by tag`,
  ),
  keys: await rows(
    sql`select name, search_text from translation_keys where project_id = ${projectId}::uuid order by name`,
  ),
  values:
    await rows(sql`select k.name, t.language, t.text, t.state, t.outdated, t.version, t.origin, t.issue_codes,
    t.dismissed_codes
    from translations t join translation_keys k on k.id = t.key_id
    where k.project_id = ${projectId}::uuid order by k.name, t.language`),
  progress: await rows(sql`select language, total, translated, reviewed, outdated from group_progress
    where project_id = ${projectId}::uuid order by language, total`),
  history: await rows(sql`select count(*)::int as n from activities where project_id = ${projectId}::uuid`),
});

const failureLines = () =>
  logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'import apply failed');

describe('an apply that fails', () => {
  it('logs its cause once, without the texts, says the kind of failure and leaves the project as it was', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "Alpha", "b": "Beta"}',
      'de/common.json': '{"a": "Alpha de"}',
    });
    const before = await projectState(project.id);
    // A value of the import makes the database stop the statement as its statement timeout does.
    await t.database.db.execute(
      sql.raw(`create function stop_secret() returns trigger language plpgsql as $$
        begin
          if new.text like '%Secret%' then
            raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled';
          end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger stop_secret before insert on translations for each row execute function stop_secret()',
      ),
    );
    // An apply writes its rows with the foreign keys' triggers off (bulk-writes.ts); this one stays on.
    await t.database.db.execute(sql.raw('alter table translations enable always trigger stop_secret'));
    try {
      const answer = await preview(t, cookies, project.id, {
        'en/common.json': '{"a": "Alpha changed", "c": "Secret text"}',
        'fr/other.json': '{"x": "Secret in French"}',
      });
      const done = await applyAndWait(t, cookies, answer.id);
      expect(done.status).toBe('failed');
      expect(done.errorCode).toBe('QUERY_TIMEOUT');
      expect(done.failure).toEqual({ code: 'timeout' });
      expect(done.error).toMatch(/nothing of it was written/);

      const lines = failureLines();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        importId: answer.id,
        projectId: project.id,
        failure: 'timeout',
        errorCode: 'QUERY_TIMEOUT',
      });
      expect(lines[0].cause).toEqual(expect.arrayContaining([expect.objectContaining({ code: '57014' })]));
      const logged = logLines.join('\n');
      expect(logged).not.toMatch(/Secret|Alpha changed|insert into/i);

      expect(await projectState(project.id)).toEqual(before);
      // Read again after the process forgot it: the stored row says the same.
      const stored = await t.app.inject({ method: 'GET', url: `/api/imports/${answer.id}`, cookies });
      expect(stored.json()).toMatchObject({ status: 'failed', failure: { code: 'timeout' } });
    } finally {
      await t.database.db.execute(sql.raw('drop trigger stop_secret on translations'));
    }
  });

  // PostgreSQL stops a request's statement at 5 s; an apply's statements have 120 s. PGlite has no
  // statement timeout to raise.
  it.runIf(onPostgres)(
    'runs a statement past the request budget to its end, and requests keep their 5 s',
    async () => {
      const { cookies, project } = await workspace(t, ['de']);
      await importFiles(t, cookies, project.id, { 'en/common.json': '{"a": "A"}' });
      await t.database.db.execute(
        sql.raw(`create function slow_statement() returns trigger language plpgsql as $$
          begin perform pg_sleep(5.5); return null; end $$`),
      );
      // An apply that translates a value adds to the counters in one statement: that one takes 5.5 s.
      await t.database.db.execute(
        sql.raw(
          'create trigger slow_statement after update on group_progress for each statement execute function slow_statement()',
        ),
      );
      try {
        const answer = await preview(t, cookies, project.id, { 'de/common.json': '{"a": "A de"}' });
        const done = await applyAndWait(t, cookies, answer.id);
        expect(done.status, done.error ?? '').toBe('done');
      } finally {
        await t.database.db.execute(sql.raw('drop trigger slow_statement on group_progress'));
      }
      const [setting] = (await rows(sql`show statement_timeout`)) as { statement_timeout: string }[];
      expect(setting?.statement_timeout).toBe('5s');
    },
    30_000,
  );

  // The export reads each file's layout once: a layout table whose rows take 5.5 s to read makes
  // one statement of the export run past the request budget.
  it.runIf(onPostgres)(
    'lets an export read a file past the request budget',
    async () => {
      const { cookies, project } = await workspace(t, []);
      await importFiles(t, cookies, project.id, { 'en/common.json': '{"a": "Alpha"}' });
      await t.database.db.execute(
        sql.raw(`create function slow_row() returns boolean language plpgsql as $$
          begin perform pg_sleep(5.5); return true; end $$`),
      );
      await t.database.db.execute(
        sql.raw('alter table group_file_layouts rename to group_file_layouts_stored'),
      );
      await t.database.db.execute(
        sql.raw('create view group_file_layouts as select * from group_file_layouts_stored where slow_row()'),
      );
      try {
        const response = await exportProject(t, cookies, project.id, '?languages=en');
        expect(response.statusCode).toBe(200);
        const files = unzipSync(response.rawPayload);
        expect(strFromU8(files['en/common.json'] as Uint8Array)).toContain('Alpha');
      } finally {
        await t.database.db.execute(sql.raw('drop view group_file_layouts'));
        await t.database.db.execute(
          sql.raw('alter table group_file_layouts_stored rename to group_file_layouts'),
        );
      }
    },
    30_000,
  );

  it('gives a long transaction its budget for each statement and each pause between two', async () => {
    await t.database.db.transaction(async (tx) => {
      await allowLongStatements(tx);
      const setting = async (name: string) =>
        Object.values(
          ((await tx.execute(sql.raw(`show ${name}`))) as unknown as { rows: object[] }).rows[0] ?? {},
        )[0];
      expect(await setting('statement_timeout')).toBe('2min');
      expect(await setting('idle_in_transaction_session_timeout')).toBe('2min');
    });
  });
});
