import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, ok, setTranslation, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Two lists in one operation: each alias reads its own languages.
const pageQuery = `query ($projectId: ID!, $id: ID!, $languages: [String!]) {
  group(projectId: $projectId, id: $id) {
    keys {
      nodes {
        name
        asked: translations(languages: $languages) { language text version issues { code } }
        all: translations { language issues { code } }
      }
    }
  }
}`;

interface Answer {
  group: {
    keys: {
      nodes: {
        name: string;
        asked: { language: string; text: string | null; version: number; issues: { code: string }[] }[];
        all: { language: string; issues: { code: string }[] }[];
      }[];
    };
  };
}

const codes = (translations: { language: string; issues: { code: string }[] }[]) =>
  translations.map(({ language, issues }) => [language, issues.map((issue) => issue.code)]);

describe('Key.translations(languages)', () => {
  it("answers the project's languages asked for, in project order, with issues against the base it did not ask for", async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'greeting' }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, { keyId, language: 'en', text: 'Hello {{name}}', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'fr', text: 'Bonjour', expectedVersion: 0 });

    // "DE" in another spelling, a tag that is no project language, and the order asked: the
    // contract ignores the stranger and answers in the project's order.
    const read = await ok<Answer>(t, cookies, pageQuery, {
      projectId: project.id,
      id: group.id,
      languages: ['DE', 'ja', 'fr'],
    });
    const [node] = read.group.keys.nodes;
    expect(node?.asked).toEqual([
      { language: 'fr', text: 'Bonjour', version: 1, issues: [{ code: 'PLACEHOLDER_MISSING' }] },
      { language: 'de', text: null, version: 0, issues: [] },
    ]);
    expect(codes(node?.all ?? [])).toEqual([
      ['en', []],
      ['fr', ['PLACEHOLDER_MISSING']],
      ['de', []],
    ]);

    const none = await ok<Answer>(t, cookies, pageQuery, {
      projectId: project.id,
      id: group.id,
      languages: [],
    });
    expect(none.group.keys.nodes[0]?.asked).toEqual([]);
  });

  it('follows a new base text: the issues read are those the stored counts say', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'farewell' }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, { keyId, language: 'en', text: 'Bye {{name}}', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'fr', text: 'Salut', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Tschüss {{name}}', expectedVersion: 0 });
    // The placeholder leaves the base: fr's issue goes, de's placeholder is now unknown.
    await setTranslation(t, cookies, { keyId, language: 'en', text: 'Bye', expectedVersion: 1 });

    const read = await ok<Answer>(t, cookies, pageQuery, {
      projectId: project.id,
      id: group.id,
      languages: ['fr', 'de'],
    });
    const [node] = read.group.keys.nodes;
    expect(codes(node?.asked ?? [])).toEqual([
      ['fr', []],
      ['de', ['PLACEHOLDER_UNKNOWN']],
    ]);
    expect(codes(node?.all ?? [])).toEqual([
      ['en', []],
      ['fr', []],
      ['de', ['PLACEHOLDER_UNKNOWN']],
    ]);
  });
});
