import { describe, expect, it } from 'vitest';
import { keyRules } from './rules.ts';

const nameOf = (name: string) => keyRules.safeParse({ name, description: '', plural: false });

describe('keyRules', () => {
  it.each([
    'Are you sure? This cannot be undone.',
    'Delete.',
    'ns:like key',
    'a..b',
    ' leading and trailing ',
  ])('keeps %j exactly as typed', (name) => {
    expect(nameOf(name)).toMatchObject({ success: true, data: { name } });
  });

  it('refuses an empty name and one past 1000 characters', () => {
    expect(nameOf('').success).toBe(false);
    expect(nameOf('x'.repeat(1001)).success).toBe(false);
  });
});
