import { describe, expect, it } from 'vitest';
import { KeyNameIndex } from '../../src/workspace/key-conflicts.ts';

const index = () =>
  new KeyNameIndex([
    { name: 'menu.file.open', plural: false },
    { name: 'items', plural: true },
    { name: 'count_one', plural: false },
    { name: 'Case', plural: false },
  ]);

describe('KeyNameIndex', () => {
  it.each([
    ['menu.file.open', 'menu.file.open'],
    ['menu', 'menu.file.open'],
    ['menu.file', 'menu.file.open'],
    ['menu.file.open.recent', 'menu.file.open'],
    ['items_one', 'items'],
    ['items_zero', 'items'],
  ])('refuses %s beside %s', (name, other) => {
    expect(index().conflictOf({ name, plural: false })).toBe(other);
  });

  it('refuses a plural key whose suffixed name exists', () => {
    expect(index().conflictOf({ name: 'count', plural: true })).toBe('count_one');
    expect(index().conflictOf({ name: 'count', plural: false })).toBeNull();
  });

  it.each(['case', 'menu.edit', 'menus', 'items_once', 'item_one', 'menu.file_one'])('accepts %s', (name) => {
    expect(index().conflictOf({ name, plural: false })).toBeNull();
  });
});
