import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeProgress } from '../../src/workspace/progress.ts';
import { refreshSearchText } from '../../src/workspace/search-text.ts';
import { recomputeIssues } from '../../src/workspace/translation-issues.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { workspace } from '../workspace/workspace-client.ts';
import { importFiles } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each key's search text and each value's issue codes, in a stable order. */
async function derived(projectId: string) {
  const result = await t.database.db.execute(sql`select k.name, k.search_text,
      coalesce(json_agg(json_build_array(v.language, v.issue_codes) order by v.language)
        filter (where v.language is not null), '[]') as issues
    from translation_keys k left join translations v on v.key_id = k.id
    where k.project_id = ${projectId}::uuid group by k.id order by k.name, k.id`);
  return (result as { rows: unknown[] }).rows;
}

describe('derived data after an import', () => {
  // The apply writes search texts and issue counts in bulk instead of recomputing the project:
  // they must equal what the workspace's own recomputation stores.
  it('stores the search text and issue counts the workspace would compute', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, {
      'en/common.json':
        '{"greeting": "Hello {{name}}", "item_one": "One Item", "item_other": "{{count}} Items"}',
      'de/common.json': '{"greeting": "Hallo", "item_one": "Ein Ding", "item_other": "{{count}} Dinge"}',
    });
    // Existing keys: a changed base value, a new value beside stored ones, a new key.
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"greeting": "Hi {{user}}", "farewell": "Bye ÄÖ"}',
      'de/common.json': '{"farewell": "Tschüss {{name}}"}',
    });
    const stored = await derived(project.id);
    expect(stored.length).toBe(3);
    await refreshSearchText(t.database.db, { projectId: project.id });
    await recomputeIssues(t.database.db, { projectId: project.id });
    expect(await derived(project.id)).toEqual(stored);
  });

  // The apply adds to the counters what it changed instead of counting the project again.
  it('keeps the progress counters as a full count would, new languages and outdated values included', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "A", "b": "B", "c": "C"}',
      'de/common.json': '{"a": "A de", "b": "B de"}',
      'en/other.json': '{"x": "X"}',
    });
    // A reviewed value and an outdated one, counted as the workspace counts them.
    await t.database.db.execute(sql`update translations set state = 'REVIEWED'
      where language = 'de' and key_id = (select id from translation_keys where name = 'a' and project_id = ${project.id}::uuid)`);
    await t.database.db.execute(sql`update translations set outdated = true
      where language = 'de' and key_id = (select id from translation_keys where name = 'b' and project_id = ${project.id}::uuid)`);
    await recomputeProgress(t.database.db, { projectId: project.id });
    // Base of a and c changed (a's German is overwritten, so not outdated), b's German rewritten,
    // a new key, a new language, a new group.
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "A2", "c": "C2", "d": "D"}',
      'de/common.json': '{"a": "A2 de", "b": "B2 de"}',
      'fr/common.json': '{"d": "D fr"}',
      'fr/third.json': '{"y": "Y fr"}',
    });
    const counters = async () =>
      (
        (await t.database.db.execute(sql`select g.name, p.language, p.total, p.translated, p.reviewed, p.outdated
          from group_progress p join groups g on g.id = p.group_id
          where p.project_id = ${project.id}::uuid order by g.name, p.language`)) as { rows: unknown[] }
      ).rows;
    const stored = await counters();
    expect(stored.length).toBe(9);
    await recomputeProgress(t.database.db, { projectId: project.id });
    expect(await counters()).toEqual(stored);
  });

  it('leaves the counters of the groups it does not touch as they are', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await importFiles(t, cookies, project.id, { 'en/one.json': '{"a": "A"}', 'en/two.json': '{"b": "B"}' });
    // A mark on group one's counter that a recount of the project would wipe out.
    await t.database.db.execute(sql`update group_progress set reviewed = 77
      where group_id = (select id from groups where name = 'one' and project_id = ${project.id}::uuid)`);
    await importFiles(t, cookies, project.id, { 'en/two.json': '{"b": "B2", "c": "C"}' });
    const marked = await t.database.db.execute(sql`select count(*)::int as n from group_progress
      where reviewed = 77 and project_id = ${project.id}::uuid`);
    expect((marked as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });
});
