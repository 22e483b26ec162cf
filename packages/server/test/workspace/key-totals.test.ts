import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, ok, setTranslation, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pageQuery = `query ($projectId: ID!, $id: ID!, $filter: KeyFilter) {
  group(projectId: $projectId, id: $id) { keys(filter: $filter, first: 100) { nodes { name } totalCount } }
}`;

type Page = { group: { keys: { nodes: { name: string }[]; totalCount: number } } };

/** Keys a..f: fr on a, b (reviewed), c (outdated after its en changes); de on a only. */
async function seeded() {
  const { cookies, project, group } = await workspace(t);
  const keys = await createKeys(
    t,
    cookies,
    group.id,
    ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name })),
  );
  const id = (index: number) => keys[index]?.id as string;
  for (const index of [0, 1, 2]) {
    await setTranslation(t, cookies, { keyId: id(index), language: 'en', text: 'Hi', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId: id(index), language: 'fr', text: 'Salut', expectedVersion: 0 });
  }
  await setTranslation(t, cookies, {
    keyId: id(1),
    language: 'fr',
    text: 'Salut',
    state: 'REVIEWED',
    expectedVersion: 1,
  });
  await setTranslation(t, cookies, { keyId: id(2), language: 'en', text: 'Hello', expectedVersion: 1 });
  await setTranslation(t, cookies, { keyId: id(0), language: 'de', text: 'Hallo', expectedVersion: 0 });
  const page = async (filter: Record<string, unknown> | null) =>
    (await ok<Page>(t, cookies, pageQuery, { projectId: project.id, id: group.id, filter })).group.keys;
  return { group, page };
}

describe('key totals', () => {
  it('answers every filter with the total of the keys it matches', async () => {
    const { page } = await seeded();
    const filters: Record<string, unknown>[] = [
      {},
      { untranslatedIn: 'fr' },
      { untranslatedIn: 'de' },
      { state: 'EMPTY', stateIn: 'fr' },
      { state: 'TRANSLATED', stateIn: 'fr' },
      { state: 'REVIEWED', stateIn: 'fr' },
      { outdatedIn: 'fr' },
      { hasIssuesIn: 'fr' },
      { untranslatedIn: 'de', outdatedIn: 'fr' },
      { untranslatedIn: 'it' },
      { search: 'salut' },
    ];
    const totals = [];
    for (const filter of filters) {
      const keys = await page(filter);
      expect(keys.totalCount, JSON.stringify(filter)).toBe(keys.nodes.length);
      totals.push(keys.totalCount);
    }
    expect(totals).toEqual([6, 3, 5, 3, 2, 1, 1, 0, 1, 6, 3]);
  });

  it("reads the group's progress counters for the totals they hold, not a count of every key", async () => {
    const { group, page } = await seeded();
    // Counters that disagree with the rows show which one the answer came from.
    await t.database.db.execute(
      sql`update group_progress set total = total + 100, translated = translated + 10 where group_id = ${group.id} and language = 'fr'`,
    );
    expect((await page(null)).totalCount).toBe(106);
    expect((await page({ untranslatedIn: 'fr' })).totalCount).toBe(93);
    // A search has no counter: it is counted.
    expect((await page({ search: 'salut' })).totalCount).toBe(3);
  });

  it('searches for %, _ and \\ as themselves', async () => {
    const { cookies, project, group } = await workspace(t, []);
    await createKeys(t, cookies, group.id, [{ name: 'rate_100%' }, { name: 'rateX1000' }, { name: 'a\\b' }]);
    const names = async (search: string) =>
      (
        await ok<Page>(t, cookies, pageQuery, { projectId: project.id, id: group.id, filter: { search } })
      ).group.keys.nodes.map((node) => node.name);
    expect(await names('e_1')).toEqual(['rate_100%']);
    expect(await names('0%')).toEqual(['rate_100%']);
    expect(await names('a\\b')).toEqual(['a\\b']);
  });

  it('finds searched keys through the trigram index', async () => {
    await seeded();
    await t.database.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await t.database.db.execute(
        sql`explain select id from translation_keys where search_text like lower('%salut%')`,
      );
      expect(JSON.stringify(plan)).toContain('translation_keys_search_idx');
    } finally {
      await t.database.db.execute(sql`reset enable_seqscan`);
    }
  });
});
