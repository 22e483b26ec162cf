import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { likePattern } from '../../src/db/like-pattern.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const matches = async (text: string, search: string) => {
  const result = await database.db.execute(sql`select ${text}::text like ${likePattern(search)} as found`);
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]?.found;
};

describe('likePattern', () => {
  it('escapes the escape character and both wildcards', () => {
    expect(likePattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
    expect(likePattern('plain')).toBe('%plain%');
  });

  it('makes like find the text literally, anywhere in the value', async () => {
    expect(await matches('save 50% now', '50%')).toBe(true);
    expect(await matches('save 50 now', '50%')).toBe(false);
    expect(await matches('snake_case', 'e_c')).toBe(true);
    expect(await matches('snakeXcase', 'e_c')).toBe(false);
    expect(await matches('a\\b', 'a\\b')).toBe(true);
    expect(await matches('ab', 'a\\b')).toBe(false);
  });
});
