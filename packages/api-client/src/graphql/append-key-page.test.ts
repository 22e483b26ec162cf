import { describe, expect, it } from 'vitest';
import type { GroupKeysQuery } from './generated/graphql.ts';
import { appendKeyPage } from './key-hooks.ts';

/** A page of the keys named, ending at the cursor of its last key. */
function page(names: string[], hasNextPage = true): GroupKeysQuery {
  return {
    __typename: 'Query',
    group: {
      __typename: 'Group',
      id: 'g1',
      keys: {
        __typename: 'KeyConnection',
        totalCount: 6,
        pageInfo: { __typename: 'PageInfo', endCursor: names.at(-1) ?? null, hasNextPage },
        nodes: names.map((name) => ({ id: name, name }) as never),
      },
    },
  };
}

const names = (result: GroupKeysQuery) => result.group?.keys.nodes.map((node) => node.name);

describe('appendKeyPage', () => {
  it('appends the page that continues the list, and takes its cursor', () => {
    const merged = appendKeyPage(page(['a', 'b']), page(['c', 'd']), 'b');
    expect(names(merged)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged.group?.keys.pageInfo.endCursor).toBe('d');
  });

  it('leaves the list as it is when a second copy of a page arrives after the first', () => {
    const once = appendKeyPage(page(['a', 'b']), page(['c', 'd']), 'b');
    const twice = appendKeyPage(once, page(['c', 'd']), 'b');
    expect(names(twice)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves a list read afresh meanwhile to its own pages', () => {
    expect(names(appendKeyPage(page(['a', 'x']), page(['c', 'd']), 'b'))).toEqual(['a', 'x']);
  });
});
