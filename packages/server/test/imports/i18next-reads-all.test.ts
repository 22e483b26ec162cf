import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type Cookies, createKeys, ok, workspace } from '../workspace/workspace-client.ts';
import { applyAndWait, exportProject, preview, unzipText } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const groupsQuery = 'query ($id: ID!) { project(id: $id) { groups { id name } } }';
const groupQuery = `query ($projectId: ID!, $id: ID!) { group(projectId: $projectId, id: $id) {
  fileShape { emptyValues } keys(first: 20) { nodes { name plural translations { language text } } } } }`;
interface GroupAnswer {
  group: {
    fileShape: { emptyValues: string };
    keys: {
      nodes: { name: string; plural: boolean; translations: { language: string; text: string | null }[] }[];
    };
  };
}

async function groupOf(cookies: Cookies, projectId: string, name: string) {
  const { project } = await ok<{ project: { groups: { id: string; name: string }[] } }>(
    t,
    cookies,
    groupsQuery,
    { id: projectId },
  );
  const id = project.groups.find((one) => one.name === name)?.id;
  return { id: id as string, ...(await ok<GroupAnswer>(t, cookies, groupQuery, { projectId, id })).group };
}

async function importAll(cookies: Cookies, projectId: string, files: Record<string, string>) {
  const answer = await preview(t, cookies, projectId, files);
  const done = await applyAndWait(t, cookies, answer.id);
  expect(done.status, done.error ?? '').toBe('done');
  expect(done.result?.skipped).toBe(0);
  return answer;
}

describe('nothing is refused that i18next reads (issue 37)', () => {
  it('reads a key written twice as i18next does, the later value, and warns with both lines', async () => {
    const { cookies, project } = await workspace(t, []);
    // Cal.com's en/common.json holds `routing_forms` twice.
    const text = [
      '{',
      '  "routing_forms": "Routing Forms",',
      '  "save": "Save",',
      '  "routing_forms": "Routing forms",',
      '  "cancel": "Cancel"',
      '}',
      '',
    ].join('\n');
    const answer = await importAll(cookies, project.id, { 'en/common.json': text });
    expect(answer.files[0]?.issues).toEqual([
      {
        key: 'routing_forms',
        code: 'DUPLICATE_KEY',
        lines: [2, 4],
        message: expect.stringContaining('lines 2 and 4'),
      },
    ]);
    const group = await groupOf(cookies, project.id, 'common');
    const routing = group.keys.nodes.find((key) => key.name === 'routing_forms');
    expect(routing?.translations[0]?.text).toBe('Routing forms');
    const exported = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    // As JSON.parse reads it: the key once, where it first stood, with the later value.
    expect(exported['en/common.json']).toBe(json(JSON.parse(text)));
  });

  it('keeps keys with line breaks and FLAT keys with leading, trailing or doubled dots, byte for byte', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    // Outline's natural-language keys.
    const files = {
      'en/translation.json': json({
        'Your changes couldn’t be saved.\nAre you sure you want to leave?':
          'Your changes couldn’t be saved.\nAre you sure you want to leave?',
        'Tab\tseparated': 'Tab\tseparated',
        'Deleted.': 'Deleted.',
        Deleted: 'Deleted',
        '.env file': '.env file',
        'Wait..': 'Wait..',
        'a..b': 'a..b',
      }),
      'de/translation.json': json({
        'Your changes couldn’t be saved.\nAre you sure you want to leave?':
          'Deine Änderungen konnten nicht gespeichert werden.\nWirklich verlassen?',
        'Deleted.': 'Gelöscht.',
        '.env file': '.env-Datei',
      }),
    };
    const answer = await importAll(cookies, project.id, files);
    expect(answer.files.flatMap((file) => file.issues)).toEqual([]);
    const exported = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    expect(exported).toMatchObject(files);
  });

  it('writes "" back in every file when any of a group’s files has one, not the base file alone', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    // As Outline's: English holds a key the German file lacks; that one stays out, not `""`.
    const files = {
      'en/empty.json': json({ greeting: 'Hello', farewell: 'Bye', 'New in English': 'New in English' }),
      'de/empty.json': json({ greeting: 'Hallo', farewell: '' }),
    };
    await importAll(cookies, project.id, files);
    expect((await groupOf(cookies, project.id, 'empty')).fileShape.emptyValues).toBe('EMPTY_STRING');
    const exported = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    expect(exported).toMatchObject(files);
    // A key made in Verba since is in no imported file: `""` in the imported languages too, and in
    // a language no file was imported for; the keys only English's file had stay out of German's.
    await ok(t, cookies, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["fr"]) { tag } }', {
      id: project.id,
    });
    await createKeys(t, cookies, (await groupOf(cookies, project.id, 'empty')).id, [{ name: 'later' }]);
    const after = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    expect(JSON.parse(after['de/empty.json'] ?? '')).toEqual({ greeting: 'Hallo', farewell: '', later: '' });
    expect(JSON.parse(after['en/empty.json'] ?? '')).toEqual({
      greeting: 'Hello',
      farewell: 'Bye',
      'New in English': 'New in English',
      later: '',
    });
    expect(after['fr/empty.json']).toBe(
      json({ greeting: '', farewell: '', 'New in English': '', later: '' }),
    );
  });

  it('joins v3 `x` and `x_plural` into one plural key in every language, numbered ones included', async () => {
    const { cookies, project } = await workspace(t, ['de', 'ja', 'ru']);
    // Outline: every language's file copies English's `x` and `x_plural`, Japanese and Russian too.
    const files = {
      'en/outline.json': json({
        '{{count}} more user': '{{count}} more user',
        '{{count}} more user_plural': '{{count}} more users',
        'Deleted.': 'Deleted.',
      }),
      'de/outline.json': json({
        '{{count}} more user': '{{count}} weiterer Nutzer',
        '{{count}} more user_plural': '{{count}} weitere Nutzer',
      }),
      'ja/outline.json': json({
        '{{count}} more user': '{{count}} ユーザー以上',
        '{{count}} more user_plural': '{{count}} ユーザー以上',
      }),
      'ru/outline.json': json({
        '{{count}} more user': '{{count}} пользователь',
        '{{count}} more user_plural': '{{count}} пользователей',
      }),
    };
    const answer = await importAll(cookies, project.id, files);
    const refusals = answer.files.flatMap((file) =>
      file.issues.filter((issue) => issue.code !== 'PLURAL_FORM_MISSING'),
    );
    expect(refusals).toEqual([]);
    const group = await groupOf(cookies, project.id, 'outline');
    expect(group.keys.nodes.map((key) => [key.name, key.plural])).toEqual([
      ['Deleted.', false],
      ['{{count}} more user', true],
    ]);
    expect(unzipText((await exportProject(t, cookies, project.id)).rawPayload)).toMatchObject(files);
  });

  it('keeps a lone `event` beside `event_one` and `event_other` as three keys, with no issue', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const files = {
      'en/events.json': json({ event: 'Event', event_one: 'One event', event_other: '{{count}} events' }),
      'de/events.json': json({ event: 'Termin', event_one: 'Ein Termin', event_other: '{{count}} Termine' }),
    };
    const answer = await importAll(cookies, project.id, files);
    expect(answer.files.flatMap((file) => file.issues)).toEqual([]);
    const group = await groupOf(cookies, project.id, 'events');
    expect(group.keys.nodes.map((key) => [key.name, key.plural])).toEqual([
      ['event', false],
      ['event_one', false],
      ['event_other', false],
    ]);
    expect(unzipText((await exportProject(t, cookies, project.id)).rawPayload)).toMatchObject(files);
  });
});
