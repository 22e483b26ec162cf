import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillIssues } from '../../src/maintenance/issue-backfill.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, ok, workspace } from '../workspace/workspace-client.ts';
import { issueSummary, keptCounts, scannedCounts } from './checks-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setTexts = `mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }`;

describe('issue backfill', () => {
  it('finds the issues of values stored before checks, once per listed project', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'saved' }]);
    const keyId = key?.id as string;
    await ok(t, cookies, setTexts, {
      i: [
        { keyId, language: 'en', text: 'Saved.', expectedVersion: 0 },
        { keyId, language: 'de', text: 'Gespeichert', expectedVersion: 0 },
      ],
    });
    const summary = await issueSummary(t, cookies, project.id);
    expect(summary.map((count) => count.code)).toEqual(['END_PUNCTUATION']);

    // As migration 0031 leaves a project stored before it: no codes, no counts, on the list.
    const { db } = t.database;
    await db.execute(sql`update translations set issue_codes = '{}' where key_id = ${keyId}::uuid`);
    await db.execute(sql`delete from issue_counts where project_id = ${project.id}::uuid`);
    await db.execute(sql`insert into issue_backfill (project_id) values (${project.id}::uuid)`);
    expect(await issueSummary(t, cookies, project.id)).toEqual([]);

    expect(await backfillIssues(db)).toBe(1);
    expect(await issueSummary(t, cookies, project.id)).toEqual(summary);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    // Off the list: a second start checks nothing.
    expect(await backfillIssues(db)).toBe(0);
  });
});
