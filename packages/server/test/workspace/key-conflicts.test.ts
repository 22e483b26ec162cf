import { DEFAULT_FILE_SHAPE } from '@verba/formats';
import { describe, expect, it } from 'vitest';
import { KeyNameIndex, type KeyNaming } from '../../src/workspace/key-conflicts.ts';

const keys = [
  { name: 'menu.file.open', plural: false },
  { name: 'items', plural: true },
  { name: 'count_one', plural: false },
  { name: 'Case', plural: false },
  { name: 'Are you sure? This cannot be undone.', plural: false },
];
const nested: KeyNaming = DEFAULT_FILE_SHAPE;
const flat: KeyNaming = { structure: 'FLAT', keySeparator: '', pluralStyle: 'V4' };
const index = (naming = nested) => new KeyNameIndex(keys, naming);

describe('KeyNameIndex', () => {
  it.each([
    ['menu.file.open', 'menu.file.open'],
    ['menu', 'menu.file.open'],
    ['menu.file', 'menu.file.open'],
    ['menu.file.open.recent', 'menu.file.open'],
    ['items_one', 'items'],
    ['items_zero', 'items'],
    ['Are you sure? This cannot be undone', 'Are you sure? This cannot be undone.'],
  ])('refuses %s beside %s in a nested group', (name, other) => {
    expect(index().conflictOf({ name, plural: false })).toBe(other);
  });

  it('refuses a plural key whose suffixed name exists', () => {
    expect(index().conflictOf({ name: 'count', plural: true })).toBe('count_one');
    expect(index().conflictOf({ name: 'count', plural: false })).toBeNull();
  });

  it.each(['case', 'menu.edit', 'menus', 'items_once', 'item_one', 'menu.file_one'])('accepts %s', (name) => {
    expect(index().conflictOf({ name, plural: false })).toBeNull();
  });

  it('lets a flat group hold prefix paths and dotted natural-language keys', () => {
    for (const name of [
      'menu',
      'menu.file',
      'menu.file.open.recent',
      'Are you sure? This cannot be undone',
    ]) {
      expect(index(flat).conflictOf({ name, plural: false })).toBeNull();
    }
    expect(index(flat).conflictOf({ name: 'menu.file.open', plural: false })).toBe('menu.file.open');
    expect(index(flat).conflictOf({ name: 'items_other', plural: false })).toBe('items');
  });

  it('splits a nested group at its own separator and checks its own plural suffixes', () => {
    const naming: KeyNaming = { structure: 'NESTED', keySeparator: ':', pluralStyle: 'V3' };
    const colon = new KeyNameIndex(
      [
        { name: 'a:b', plural: false },
        { name: 'n', plural: true },
      ],
      naming,
    );
    expect(colon.conflictOf({ name: 'a', plural: false })).toBe('a:b');
    expect(colon.conflictOf({ name: 'a.b.c', plural: false })).toBeNull();
    expect(colon.conflictOf({ name: 'n_plural', plural: false })).toBe('n');
    expect(colon.conflictOf({ name: 'n_one', plural: false })).toBeNull();
  });
});
