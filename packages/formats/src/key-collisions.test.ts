import { describe, expect, it } from 'vitest';
import { keyCollision, nameCollision } from './key-collisions.ts';

describe('key collisions', () => {
  it('finds a name twice, and under a separator a name inside another', () => {
    expect(nameCollision(['a', 'b', 'a'], '')).toEqual([0, 2]);
    expect(nameCollision(['a.b', 'a'], '')).toBeNull();
    expect(nameCollision(['a.b', 'c', 'a'], '.')).toEqual([2, 0]);
    expect(nameCollision(['Sure', 'Sure.'], '.')).toEqual([0, 1]);
    expect(nameCollision(['a:b', 'a.b'], ':')).toBeNull();
  });

  it("names the keys a shape cannot hold together, plural suffixes by the shape's style", () => {
    const keys = [
      { name: 'Delete', plural: false },
      { name: 'Delete. Sure?', plural: false },
      { name: 'item', plural: true },
      { name: 'item_plural', plural: false },
    ];
    const flatV4 = { structure: 'FLAT', keySeparator: '', pluralStyle: 'V4' } as const;
    expect(keyCollision(keys, flatV4)).toBeNull();
    expect(keyCollision(keys, { ...flatV4, pluralStyle: 'V3' })).toEqual(['item', 'item_plural']);
    expect(keyCollision(keys, { ...flatV4, structure: 'NESTED', keySeparator: '.' })).toEqual([
      'Delete',
      'Delete. Sure?',
    ]);
    expect(keyCollision([...keys, { name: 'item_one', plural: false }], flatV4)).toEqual([
      'item',
      'item_one',
    ]);
  });
});
