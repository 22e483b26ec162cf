import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectStateFingerprint } from '../../src/imports/project-state.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { workspace } from '../workspace/workspace-client.ts';
import { applyAndWait, applyImport, importFiles, preview, status } from './import-client.ts';

// An apply plans before its transaction, against the project as it read it, and the transaction
// plans again when the project's fingerprint changed meanwhile (apply-import.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const replanned = 'planning again';
let logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } },
  );
});
const replans = () => logLines.filter((line) => line.includes(replanned)).length;
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the fingerprint an apply plans against', () => {
  it('stays while nothing it reads changes, and changes with every kind of change it reads', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "Alpha", "b": "Beta"}',
      'de/common.json': '{"a": "Alpha de"}',
    });
    const fingerprint = () => projectStateFingerprint(t.database.db, project.id, ['Common', 'Later']);
    const first = await fingerprint();
    expect(await fingerprint()).toBe(first);
    // A group the import does not touch is not read.
    await importFiles(t, cookies, project.id, { 'en/other.json': '{"x": "X"}' });
    expect(await fingerprint()).toBe(first);

    const inProject = sql`(select id from translation_keys where project_id = ${project.id}::uuid)`;
    const changes = [
      sql`update translations set text = 'Alpha de 2' where language = 'de' and key_id in ${inProject}`,
      sql`update translations set outdated = true where language = 'de' and key_id in ${inProject}`,
      sql`update translations set state = 'REVIEWED' where language = 'en' and key_id in ${inProject}`,
      sql`update translation_keys set name = 'c' where name = 'b' and project_id = ${project.id}::uuid`,
      sql`update translation_keys set plural = true where name = 'c' and project_id = ${project.id}::uuid`,
      sql`delete from translation_keys where name = 'c' and project_id = ${project.id}::uuid`,
      sql`update project_languages set file_spelling = 'de_DE' where tag = 'de' and project_id = ${project.id}::uuid`,
      sql`insert into project_languages (project_id, tag, position) values (${project.id}::uuid, 'fr', 9)`,
      sql`insert into groups (project_id, name) values (${project.id}::uuid, 'later')`,
    ];
    const seen = new Set([first]);
    for (const change of changes) {
      await t.database.db.execute(change);
      const now = await fingerprint();
      expect(seen.has(now), now).toBe(false);
      seen.add(now);
    }
  });
});

// Only PostgreSQL lets a second connection hold the project's lock while the apply waits for it.
describe.runIf(onPostgres)('an apply whose project changes while it plans', () => {
  it('plans again in its transaction and writes what the project holds then', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "Alpha"}',
      'de/common.json': '{"a": "Alpha de"}',
    });
    const answer = await preview(t, cookies, project.id, { 'de/common.json': '{"a": "Alpha de, edited"}' });

    // Another writer holds the project while the apply plans; it saves the very text the file has.
    let finishWriting!: () => void;
    const writerMayFinish = new Promise<void>((resolve) => {
      finishWriting = resolve;
    });
    let holding!: () => void;
    const writerHolds = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const writer = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from projects where id = ${project.id}::uuid for update`);
      holding();
      await writerMayFinish;
      await tx.execute(sql`update translations set text = 'Alpha de, edited', version = version + 1
        where language = 'de' and key_id in (select id from translation_keys where project_id = ${project.id}::uuid)`);
    });
    await writerHolds;
    logLines = [];
    expect((await applyImport(t, cookies, answer.id)).statusCode).toBe(202);
    // The apply's transaction waits for the project's lock once its plan is made.
    for (;;) {
      const [waiting] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where not granted`,
      );
      if ((waiting?.n ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    finishWriting();
    await writer;

    let done = await status(t, cookies, answer.id);
    while (done.status === 'applying') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done = await status(t, cookies, answer.id);
    }
    expect(done.status, done.error ?? '').toBe('done');
    // Planned against the text before the writer's, the value would have been written a version up.
    expect(done.result).toEqual({ added: 0, updated: 0, skipped: 1 });
    const [value] = await rows<{
      text: string;
      version: number;
    }>(sql`select t.text, t.version from translations t
      join translation_keys k on k.id = t.key_id where k.project_id = ${project.id}::uuid and t.language = 'de'`);
    expect(value).toEqual({ text: 'Alpha de, edited', version: 2 });
    expect(replans()).toBe(1);
  });
});

describe('an apply whose project stays as it was', () => {
  it('applies the plan it made before its transaction, without planning again', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, { 'en/common.json': '{"a": "Alpha"}' });
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': '{"a": "Alpha", "b": "Beta"}',
      'de/common.json': '{"a": "Alpha de"}',
    });
    logLines = [];
    const done = await applyAndWait(t, cookies, answer.id);
    expect(done.result).toEqual({ added: 2, updated: 0, skipped: 1 });
    expect(replans()).toBe(0);
  });
});
