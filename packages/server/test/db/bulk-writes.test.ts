import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferTrigramMerges, mergeTrigramIndexes, withoutRowTriggers } from '../../src/db/bulk-writes.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** 2,000 keys written as an import writes them: triggers off, trigram merges deferred. */
async function bulkWrite() {
  await database.db.transaction(async (tx) => {
    await deferTrigramMerges(tx);
    await withoutRowTriggers(tx, () =>
      tx.execute(sql`insert into translation_keys (id, project_id, group_id, name, search_text, memory_source)
        select gen_random_uuid(), ${randomUUID()}::uuid, ${randomUUID()}::uuid, 'key' || n,
          'key' || n || ' a text of number ' || n, 'a text of number ' || n
        from generate_series(1, 2000) as n`),
    );
  });
}

/** Merges the pending lists itself and answers how many pages each held. */
async function pendingPages() {
  const answer = await database.db.execute(sql`select
    gin_clean_pending_list('translation_keys_search_idx'::regclass)::int as search,
    gin_clean_pending_list('translation_keys_memory_idx'::regclass)::int as memory`);
  return (answer as unknown as { rows: { search: number; memory: number }[] }).rows[0];
}

describe('a bulk write of keys', () => {
  it('leaves its trigram entries pending until mergeTrigramIndexes merges them', async () => {
    await bulkWrite();
    const pending = await pendingPages();
    expect(pending?.search).toBeGreaterThan(0);
    expect(pending?.memory).toBeGreaterThan(0);

    await bulkWrite();
    await mergeTrigramIndexes(database.db);
    expect(await pendingPages()).toEqual({ search: 0, memory: 0 });
  });
});
