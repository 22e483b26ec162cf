import { describe, expect, it } from 'vitest';
import { characterCount, tooLong } from './length.ts';

describe('tooLong', () => {
  it('counts characters as a reader does', () => {
    expect(characterCount('👍🏽👨‍👩‍👧')).toBe(2);
    expect(characterCount('e\u0301té')).toBe(3);
    expect(tooLong('👍🏽👍🏽', 2)).toBeNull();
    expect(tooLong('保存する', 3)).toBe("4 characters, longer than the key's limit of 3.");
  });
  it('has no limit without maxLength', () => {
    expect(tooLong('x'.repeat(100_000), null)).toBeNull();
  });
});
