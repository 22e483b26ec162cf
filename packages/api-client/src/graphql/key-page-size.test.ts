import { describe, expect, it } from 'vitest';
import { keyPageSize, MIN_KEY_PAGE, PAGE_VALUES } from './key-hooks.ts';
import { KEY_PAGE_SIZE } from './workspace-operations.ts';

describe('keyPageSize', () => {
  it('keeps the contract page of 200 keys for a few languages', () => {
    expect(keyPageSize(1)).toBe(KEY_PAGE_SIZE);
    expect(keyPageSize(15)).toBe(KEY_PAGE_SIZE);
    expect(keyPageSize(0)).toBe(KEY_PAGE_SIZE);
  });

  it('holds at most PAGE_VALUES values when many languages are shown', () => {
    expect(keyPageSize(30)).toBe(100);
    expect(keyPageSize(16)).toBe(187);
    for (const languages of [16, 30, 45, 60, 119]) {
      expect(keyPageSize(languages) * languages).toBeLessThanOrEqual(PAGE_VALUES);
    }
  });

  it('never goes below a screen of rows', () => {
    expect(keyPageSize(120)).toBe(MIN_KEY_PAGE);
    expect(keyPageSize(200)).toBe(MIN_KEY_PAGE);
  });
});
