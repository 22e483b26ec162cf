import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../api-keys/api-key-client.ts';
import { countQueries, countRows } from '../helpers/query-counter.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createGroup } from '../projects/graphql-client.ts';
import type { Cookies } from '../teams/team-client.ts';
import { createKeys, ok, setTranslationsMutation } from '../workspace/workspace-client.ts';
import { type StreamingProject, streamingProject } from './event-stream-client.ts';

let t: TestApp;
let owner: Cookies;
let projectId: string;
let groupId: string;
const targets = ['de', 'fr', 'it', 'es', 'nl'];
let streaming: StreamingProject;
let keyIds: string[] = [];

const save = (values: { keyId: string; language: string; text: string; expectedVersion: number }[]) =>
  ok(t, owner, setTranslationsMutation, { input: values });

/** Every key's base text, as version `version` + 1. */
const baseTexts = (text: string, version: number) =>
  keyIds.map((keyId) => ({ keyId, language: 'en', text: `${text} ${keyId}`, expectedVersion: version }));

beforeAll(async () => {
  streaming = await streamingProject();
  ({ t, projectId, groupId } = streaming);
  owner = streaming.owner.cookies;
  await ok(
    t,
    owner,
    'mutation ($p: ID!, $tags: [String!]!) { addLanguages(projectId: $p, tags: $tags) { tag } }',
    {
      p: projectId,
      tags: targets,
    },
  );
  const keys = await createKeys(
    t,
    owner,
    groupId,
    Array.from({ length: 20 }, (_, index) => ({ name: `batch.${index}` })),
  );
  keyIds = keys.map((key) => key.id);
  await save(baseTexts('First', 0));
  await save(
    keyIds.flatMap((keyId) =>
      targets.map((language) => ({ keyId, language, text: `${language} ${keyId}`, expectedVersion: 0 })),
    ),
  );
});
afterAll(() => streaming.close());

describe('one change, one batch', () => {
  it('gives a stream every value a base-text save changed, without a statement per event', async () => {
    // The same save with no stream open: what the save itself costs.
    const alone = countQueries(t.database.db);
    await save(baseTexts('Second', 1));
    const saveAlone = alone.count;

    const reader = await streaming.stream(owner);
    const withStream = countQueries(t.database.db);
    await save(baseTexts('Third', 2));
    // The 20 base values: the second save marked the 100 target values outdated already.
    await reader.next(() => reader.events.filter((event) => event.event === 'translation').length === 20);
    const values = reader.events.filter((event) => event.event === 'translation');
    expect(values.every((event) => event.data.language === 'en')).toBe(true);
    expect(new Set(values.map((event) => event.id)).size).toBe(20);
    expect(withStream.count).toBe(saveAlone);
  });

  it('marks outdated in the same batch as the base texts, and the stream gets them all', async () => {
    // Fresh target texts clear "outdated"; the base save after them marks all 100 again.
    await save(
      keyIds.flatMap((keyId) =>
        targets.map((language) => ({
          keyId,
          language,
          text: `${language} two ${keyId}`,
          expectedVersion: 1,
        })),
      ),
    );
    const reader = await streaming.stream(owner);
    const counter = countQueries(t.database.db);
    await save(baseTexts('Fourth', 3));
    const statements = counter.count;
    const outdated = () =>
      reader.events.filter((event) => event.event === 'translation' && event.data.outdated === true);
    await reader.next(() => outdated().length === keyIds.length * targets.length);
    expect(reader.events.filter((event) => event.data.language === 'en')).toHaveLength(keyIds.length);
    // Nothing more was read for the stream once the save answered.
    expect(counter.count).toBe(statements);
  });
});

describe('PATCH /api/v1/projects/{id}/translations', () => {
  it('is a change like any other: open streams hear of it', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ', 'WRITE']);
    const reader = await streaming.stream(owner);
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${projectId}/translations`,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      payload: { translations: [{ group: 'common', key: 'batch.0', language: 'de', text: 'Per REST' }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const event = await reader.next((candidate) => candidate.data.text === 'Per REST');
    expect(event).toMatchObject({ event: 'translation', data: { keyId: keyIds[0], language: 'de' } });
  });

  it('reads the keys it names, not every key of the project', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ', 'WRITE']);
    const big = (await createGroup(t, owner, projectId, 'big')).id;
    await createKeys(
      t,
      owner,
      big,
      Array.from({ length: 400 }, (_, index) => ({ name: `big.${index}` })),
    );
    const read = countRows(t.database.db);
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${projectId}/translations`,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      payload: { translations: [{ group: 'big', key: 'big.7', language: 'de', text: 'Sieben' }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(read.rows).toBeLessThan(100);
  });
});
