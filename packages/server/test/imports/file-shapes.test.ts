import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type Cookies, ok, workspace } from '../workspace/workspace-client.ts';
import { applyAndWait, exportProject, importFiles, preview, unzipText } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The three styles of issue 25, each written as its tool writes it: JSON.stringify with the
// style's indent, plus or minus a final newline.
const natural = (strings: Record<string, string>) => `${JSON.stringify(strings, null, 2)}\n`;
const naturalFiles = {
  'en/natural.json': natural({
    'Are you sure? This cannot be undone.': 'Are you sure? This cannot be undone.',
    'Delete.': 'Delete.',
    'Hello, {{name}}!': 'Hello, {{name}}!',
    'ns:like key': 'not a namespace',
    '{{count}} file selected': '{{count}} file selected',
    '{{count}} file selected_plural': '{{count}} files selected',
  }),
  'de/natural.json': natural({
    'Are you sure? This cannot be undone.': 'Bist du sicher? Das kann nicht rückgängig gemacht werden.',
    'Delete.': 'Gelöscht.',
    'Hello, {{name}}!': 'Hallo, {{name}}!',
    '{{count}} file selected': '{{count}} Datei ausgewählt',
    '{{count}} file selected_plural': '{{count}} Dateien ausgewählt',
  }),
  'fr/natural.json': natural({ 'Delete.': 'Supprimé.' }),
  'pl/natural.json': natural({
    'Delete.': 'Usunięto.',
    '{{count}} file selected_0': '{{count}} plik',
    '{{count}} file selected_1': '{{count}} pliki',
    '{{count}} file selected_2': '{{count}} plików',
  }),
};

// Unsorted, four spaces, no final newline; integer-like keys, ordinals, contexts, a lone `_one`.
const snake = (strings: Record<string, string>) => JSON.stringify(strings, null, 4);
const snakeFiles = {
  'en/snake.json': snake({
    welcome_title: 'Welcome back',
    'cart.item_count_one': '{{count}} item',
    'cart.item_count_other': '{{count}} items',
    rank_ordinal_one: '{{count}}st',
    rank_ordinal_two: '{{count}}nd',
    rank_ordinal_few: '{{count}}rd',
    rank_ordinal_other: '{{count}}th',
    invite_friend_male_one: 'He invited one friend',
    invite_friend_male_other: 'He invited {{count}} friends',
    step_one: 'First step',
    '10': 'ten',
  }),
  'de/snake.json': snake({
    welcome_title: 'Willkommen zurück',
    'cart.item_count_one': '{{count}} Artikel',
    'cart.item_count_other': '{{count}} Artikel',
    rank_ordinal_other: '{{count}}.',
    step_one: 'Erster Schritt',
  }),
  'nl/snake.json': snake({ welcome_title: 'Welkom terug', '10': 'tien' }),
};

// Deep nesting with tabs, unsorted, "" for what is not translated yet, and an array.
const nested = (value: unknown) => `${JSON.stringify(value, null, '\t')}\n`;
const nestedFiles = {
  'en/nested.json': nested({
    settings: {
      account: { security: { two_factor: { title: 'Two-factor sign-in', description: '' } } },
      tips: ['First tip', 'Second tip'],
    },
    sessions: { count_one: '{{count}} session', count_other: '{{count}} sessions' },
  }),
  'de/nested.json': nested({
    settings: {
      account: { security: { two_factor: { title: 'Zwei-Faktor-Anmeldung', description: '' } } },
      tips: ['Erster Tipp', ''],
    },
    sessions: { count_one: '{{count}} Sitzung', count_other: '' },
  }),
};

const groupQuery = `query ($projectId: ID!, $id: ID!) { group(projectId: $projectId, id: $id) {
  fileShape { structure keySeparator pluralStyle indent sortKeys emptyValues escapeNonAscii finalNewline }
  keys(first: 100) { nodes { id name plural translations { language text state version } } }
} }`;
const groupsQuery = 'query ($id: ID!) { project(id: $id) { groups { id name } } }';

interface GroupAnswer {
  group: {
    fileShape: Record<string, unknown>;
    keys: {
      nodes: {
        id: string;
        name: string;
        plural: boolean;
        translations: { language: string; text: string | null; state: string; version: number }[];
      }[];
    };
  };
}

async function groupNamed(cookies: Cookies, projectId: string, name: string) {
  const { project } = await ok<{ project: { groups: { id: string; name: string }[] } }>(
    t,
    cookies,
    groupsQuery,
    { id: projectId },
  );
  const group = project.groups.find((one) => one.name === name);
  if (!group) throw new Error(`no group ${name}`);
  const answer = await ok<GroupAnswer>(t, cookies, groupQuery, { projectId, id: group.id });
  return { id: group.id, ...answer.group };
}

describe('i18next files come back byte for byte through the server', () => {
  it('round-trips the three key styles of issue 25, then changes only the edited line', async () => {
    const { cookies, project } = await workspace(t, []);
    const files = { ...naturalFiles, ...snakeFiles, ...nestedFiles };
    const answer = await preview(t, cookies, project.id, files);
    // Every string of a well-formed file is taken: nothing refused, nothing dropped (warnings such
    // as a missing plural form are only told).
    const refusals = ['INVALID_KEY', 'KEY_CONFLICT', 'TEXT_TOO_LONG', 'PLURAL_FORM_UNKNOWN'];
    const refused = answer.files.flatMap((file) =>
      file.issues.filter((issue) => refusals.includes(issue.code)),
    );
    expect(refused).toEqual([]);
    const done = await applyAndWait(t, cookies, answer.id);
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.result?.skipped).toBe(0);

    const exported = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    for (const [path, text] of Object.entries(files)) expect(exported[path], path).toBe(text);

    const naturalGroup = await groupNamed(cookies, project.id, 'natural');
    expect(naturalGroup.fileShape).toMatchObject({ structure: 'FLAT', keySeparator: '', pluralStyle: 'V3' });
    expect(naturalGroup.keys.nodes.map((key) => [key.name, key.plural])).toContainEqual([
      '{{count}} file selected',
      true,
    ]);
    const nestedGroup = await groupNamed(cookies, project.id, 'nested');
    expect(nestedGroup.fileShape).toMatchObject({
      indent: '\t',
      sortKeys: false,
      emptyValues: 'EMPTY_STRING',
    });
    const description = nestedGroup.keys.nodes.find(
      (key) => key.name === 'settings.account.security.two_factor.description',
    );
    expect(description?.translations.find((value) => value.language === 'de')?.state).toBe('EMPTY');

    // An edit in the editor changes that line of that file, and nothing else.
    const sure = naturalGroup.keys.nodes.find((key) => key.name === 'Are you sure? This cannot be undone.');
    const german = sure?.translations.find((value) => value.language === 'de');
    await ok(
      t,
      cookies,
      'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
      {
        input: {
          keyId: sure?.id,
          language: 'de',
          text: 'Sicher? Das lässt sich nicht rückgängig machen.',
          expectedVersion: german?.version,
        },
      },
    );
    const after = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    for (const [path, text] of Object.entries(files)) {
      if (path !== 'de/natural.json') expect(after[path], path).toBe(text);
    }
    const before = files['de/natural.json'].split('\n');
    const edited = (after['de/natural.json'] as string).split('\n');
    expect(edited).toHaveLength(before.length);
    expect(edited.filter((line, index) => line !== before[index])).toEqual([
      '  "Are you sure? This cannot be undone.": "Sicher? Das lässt sich nicht rückgängig machen.",',
    ]);
  });

  it('escapes as the group file that has a non-ASCII character, not as a pure-ASCII base file', async () => {
    const { cookies, project } = await workspace(t, []);
    // fast-check's smallest case: English says nothing about escaping, German escapes.
    const files = { 'en/ascii.json': '{\n  "$": " "\n}', 'de/ascii.json': '{\n  "$": "\\u00a0"\n}' };
    await importFiles(t, cookies, project.id, files);
    const exported = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    expect(exported).toMatchObject(files);
    expect((await groupNamed(cookies, project.id, 'ascii')).fileShape.escapeNonAscii).toBe(true);
  });

  it('reports a file whose shape differs from its group, and adoptShape gives the group that shape', async () => {
    const { cookies, project } = await workspace(t, []);
    await importFiles(t, cookies, project.id, {
      'en/app.json': '{\n  "a": {\n    "b": "B"\n  },\n  "c": "C"\n}\n',
    });
    const reshaped = '{\n    "c": "C",\n    "a.b": "B",\n    "d": "D"\n}';
    const kept = await preview(t, cookies, project.id, { 'en/app.json': reshaped });
    expect(kept.files[0]?.shape).toMatchObject({
      structure: 'FLAT',
      indent: '    ',
      sortKeys: false,
      finalNewline: false,
    });
    expect(kept.files[0]?.shapeDiffers).toEqual([
      'structure',
      'keySeparator',
      'indent',
      'sortKeys',
      'finalNewline',
    ]);
    expect((await applyAndWait(t, cookies, kept.id)).status).toBe('done');
    const unchanged = await groupNamed(cookies, project.id, 'app');
    expect(unchanged.fileShape).toMatchObject({ structure: 'NESTED', indent: '  ', sortKeys: true });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${unchanged.id}/export/en.json`,
      cookies,
    });
    expect(one.body).toBe('{\n  "a": {\n    "b": "B"\n  },\n  "c": "C",\n  "d": "D"\n}\n');

    const adopted = await preview(t, cookies, project.id, { 'en/app.json': reshaped });
    const done = await applyAndWait(t, cookies, adopted.id, {
      overwrite: true,
      createGroups: true,
      addLanguages: true,
      adoptShape: true,
    });
    expect(done.status, done.error ?? '').toBe('done');
    const group = await groupNamed(cookies, project.id, 'app');
    expect(group.fileShape).toMatchObject({
      structure: 'FLAT',
      keySeparator: '',
      indent: '    ',
      sortKeys: false,
      finalNewline: false,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/export/en.json`,
      cookies,
    });
    expect(file.body).toBe(reshaped);
    // structure=nested still overrides the group's structure for one export (keys by name: the
    // flat file's layout does not fit a nested file).
    const nestedOnce = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/export/en.json?structure=nested`,
      cookies,
    });
    expect(nestedOnce.body).toBe('{\n    "a": {\n        "b": "B"\n    },\n    "c": "C",\n    "d": "D"\n}');
  });

  it('refuses numbers, booleans and null with INVALID_FILE naming the path', async () => {
    const { cookies, project } = await workspace(t, []);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/imports?language=en&group=common`,
      headers: { 'content-type': 'application/json' },
      payload: '{"a": {"b": [ "x", 3 ]}}',
      cookies,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FILE',
      path: 'en/common.json',
      error: expect.stringContaining('a.b[1]'),
    });
  });
});
