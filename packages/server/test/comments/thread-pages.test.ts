import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, suggestions } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, workspace } from '../workspace/workspace-client.ts';

// Key.comments and Key.suggestions answer pages of at most 50, as the query cost counts them.

let t: TestApp;
let cookies: Cookies;
let projectId: string;
let groupId: string;
let keyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const made = await workspace(t);
  cookies = made.cookies;
  projectId = made.project.id;
  groupId = made.group.id;
  const [key] = await createKeys(t, cookies, groupId, [{ name: 'title' }]);
  keyId = (key as { id: string }).id;
  // 60 of each; the first 30 at one instant, so the order's tie on time is broken by id.
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i < 30 ? 0 : i));
  const rows = Array.from({ length: 60 }, (_, i) => ({ projectId, keyId, language: 'de', createdAt: at(i) }));
  await t.database.db.insert(comments).values(rows.map((row, i) => ({ ...row, text: `c${i}` })));
  await t.database.db.insert(suggestions).values(rows.map((row, i) => ({ ...row, text: `s${i}` })));
});
afterAll(() => t.close());

const fields = {
  comments: (page: string) => `comments(language: "de"${page}) { id }`,
  suggestions: (page: string) => `suggestions(language: "de"${page}) { id }`,
};

async function page(field: keyof typeof fields, args: string) {
  const answer = await gql(
    t,
    cookies,
    `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(first: 1) { nodes { ${fields[field](args)} } } } }`,
    { p: projectId, g: groupId },
  );
  const nodes = (answer.data?.group as { keys: { nodes: Record<string, { id: string }[]>[] } } | undefined)
    ?.keys.nodes;
  return { answer, ids: nodes?.[0]?.[field]?.map((item) => item.id) ?? [] };
}

describe.each(['comments', 'suggestions'] as const)('Key.%s', (field) => {
  it('answers 50 by default, and the rest after the last one, each once, oldest first', async () => {
    const first = await page(field, '');
    expect(first.ids).toHaveLength(50);
    const rest = await page(field, `, after: "${first.ids.at(-1)}"`);
    expect(rest.ids).toHaveLength(10);
    const all = [...first.ids, ...rest.ids];
    expect(new Set(all).size).toBe(60);
    const small = await page(field, ', first: 7');
    expect(small.ids).toEqual(first.ids.slice(0, 7));
    expect((await page(field, `, first: 7, after: "${small.ids.at(-1)}"`)).ids).toEqual(
      first.ids.slice(7, 14),
    );
    expect((await page(field, `, after: "${rest.ids.at(-1)}"`)).ids).toEqual([]);
  });

  it('refuses a page over 50, and an `after` that is not an item of the key', async () => {
    const big = await page(field, ', first: 51');
    expect(big.answer.code).toBe('BAD_USER_INPUT');
    expect(big.answer.errors?.[0]?.extensions).toMatchObject({ field: 'first' });
    for (const after of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const wrong = await page(field, `, after: "${after}"`);
      expect(wrong.answer.code, after).toBe('BAD_USER_INPUT');
      expect(wrong.answer.errors?.[0]?.extensions).toMatchObject({ field: 'after' });
    }
  });
});
