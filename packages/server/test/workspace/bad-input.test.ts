import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import {
  type Cookies,
  createKeys,
  ok,
  progressQuery,
  setTranslationsMutation,
  workspace,
} from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createKeysMutation = `mutation ($groupId: ID!, $input: [KeyInput!]!) { createKeys(groupId: $groupId, input: $input) { id } }`;
const versionsQuery = `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keyCount keys { nodes { name translations { language version } } } } }`;

async function stateOf(cookies: Cookies, projectId: string, groupId: string) {
  const data = await ok<{ group: unknown }>(t, cookies, versionsQuery, { p: projectId, g: groupId });
  const progress = await ok<{ group: unknown }>(t, cookies, progressQuery, { projectId, id: groupId });
  return { data, progress };
}

describe('bad input: the contract code, a field, never a 500 and nothing written', () => {
  it('refuses a key name past 1000 characters, a long description and too many keys, creating none', async () => {
    const { cookies, project, group } = await workspace(t);
    const before = await stateOf(cookies, project.id, group.id);
    for (const [input, field] of [
      [[{ name: 'ok' }, { name: 'x'.repeat(1001) }], 'name'],
      [[{ name: '' }], 'name'],
      [[{ name: 'bell\u0007here' }], 'name'],
      [[{ name: 'ok', description: 'd'.repeat(2001) }], 'description'],
      [Array.from({ length: 1001 }, (_, index) => ({ name: `k${index}` })), 'input'],
      [[], 'input'],
    ] as const) {
      const answer = await gql(t, cookies, createKeysMutation, { groupId: group.id, input });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors?.[0]?.message).not.toMatch(/unexpected/i);
    }
    expect(await stateOf(cookies, project.id, group.id)).toEqual(before);
    await createKeys(t, cookies, group.id, [{ name: 'x'.repeat(1000), description: 'd'.repeat(2000) }]);
  });

  it('refuses a bad value anywhere in a call and writes none of the call', async () => {
    const { cookies, project, group } = await workspace(t);
    const [one, two] = await createKeys(t, cookies, group.id, [
      { name: 'one' },
      { name: 'two', plural: true },
    ]);
    const good = { keyId: one?.id, language: 'fr', text: 'un', expectedVersion: 0 };
    const before = await stateOf(cookies, project.id, group.id);
    for (const [bad, code, field] of [
      [
        { keyId: one?.id, language: 'de', text: 'x'.repeat(10_001), expectedVersion: 0 },
        'BAD_USER_INPUT',
        'text',
      ],
      [{ keyId: one?.id, language: 'ja', text: 'ひとつ', expectedVersion: 0 }, 'BAD_USER_INPUT', 'language'],
      [
        { keyId: one?.id, language: 'no such tag!', text: 'x', expectedVersion: 0 },
        'BAD_USER_INPUT',
        'language',
      ],
      [{ keyId: one?.id, language: 'de', text: 'eins', expectedVersion: 3 }, 'VERSION_CONFLICT', 'text'],
      [{ keyId: two?.id, language: 'de', text: 'plain', expectedVersion: 0 }, 'BAD_USER_INPUT', 'text'],
      [
        { keyId: two?.id, language: 'de', forms: [{ category: 'few', text: 'x' }], expectedVersion: 0 },
        'BAD_USER_INPUT',
        'forms',
      ],
      [
        { keyId: two?.id, language: 'de', forms: [{ category: 'lots', text: 'x' }], expectedVersion: 0 },
        'BAD_USER_INPUT',
        'forms',
      ],
      [
        { keyId: one?.id, language: 'fr', text: 'deux fois', expectedVersion: 0 },
        'BAD_USER_INPUT',
        'language',
      ],
      [
        { keyId: one?.id, language: 'de', text: 'x', expectedVersion: -1 },
        'BAD_USER_INPUT',
        'expectedVersion',
      ],
      [{ keyId: 'not-an-id', language: 'de', text: 'x', expectedVersion: 0 }, 'NOT_FOUND', undefined],
      [
        { keyId: '00000000-0000-4000-8000-000000000000', language: 'de', text: 'x', expectedVersion: 0 },
        'NOT_FOUND',
        undefined,
      ],
    ] as const) {
      const answer = await gql(t, cookies, setTranslationsMutation, { input: [good, bad] });
      expect(answer.status).toBe(200);
      expect(answer.code, JSON.stringify(bad).slice(0, 80)).toBe(code);
      if (field) expect(answer.errors?.[0]?.extensions).toMatchObject({ field, index: 1 });
    }
    const tooMany = Array.from({ length: 501 }, () => good);
    const answer = await gql(t, cookies, setTranslationsMutation, { input: tooMany });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input' });
    expect(await stateOf(cookies, project.id, group.id)).toEqual(before);
  });

  it('refuses bad filters and counts with the field named', async () => {
    const { cookies, project, group } = await workspace(t);
    for (const [filter, field] of [
      [{ untranslatedIn: '!!' }, 'untranslatedIn'],
      [{ state: 'REVIEWED' }, 'stateIn'],
      [{ stateIn: 'fr' }, 'state'],
    ] as const) {
      const answer = await gql(
        t,
        cookies,
        'query ($p: ID!, $g: ID!, $f: KeyFilter) { group(projectId: $p, id: $g) { keys(filter: $f) { totalCount } } }',
        { p: project.id, g: group.id, f: filter },
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });
});
