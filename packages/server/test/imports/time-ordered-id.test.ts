import { describe, expect, it } from 'vitest';
import { timeOrderedId } from '../../src/imports/time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes version 7 UUIDs that sort in the order they were made, and never twice the same', () => {
    const ids = Array.from({ length: 20_000 }, () => timeOrderedId());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Within a millisecond a counter keeps the order, however many are made in it.
    expect([...ids].sort()).toEqual(ids);
    const [first] = ids;
    expect(
      Math.abs(Number.parseInt((first as string).replace('-', '').slice(0, 12), 16) - Date.now()),
    ).toBeLessThan(60_000);
  });
});
