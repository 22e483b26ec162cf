import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Each key's search text and each value's issue count, in a stable order. */
async function derived(projectId: string) {
  const result = await t.database.db.execute(sql`select k.name, k.search_text,
      coalesce(json_agg(json_build_array(v.language, v.issue_count) order by v.language)
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
});
