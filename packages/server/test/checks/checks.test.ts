import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { importFiles } from '../imports/import-client.ts';
import { gql } from '../projects/graphql-client.ts';
import { member } from '../teams/team-client.ts';
import { createKeys, ok, workspace } from '../workspace/workspace-client.ts';
import {
  dismissMutation,
  type IssueAnswer,
  issueFields,
  issueSummary,
  keptCounts,
  scannedCounts,
} from './checks-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = async (
  cookies: Record<string, string>,
  input: { keyId: string; language: string; text: string; expectedVersion: number },
) =>
  (
    await ok<{ setTranslation: { version: number; issues: IssueAnswer[] } }>(
      t,
      cookies,
      `mutation ($input: TranslationInput!) { setTranslation(input: $input) { version ${issueFields} } }`,
      { input },
    )
  ).setTranslation;

const keysWith = `query ($p: ID!, $g: ID!, $f: KeyFilter) {
  group(projectId: $p, id: $g) { keys(filter: $f) { nodes { name translations(languages: ["de"]) { ${issueFields} } } } }
}`;

async function keysFiltered(
  cookies: Record<string, string>,
  projectId: string,
  groupId: string,
  filter: object,
) {
  const data = await ok<{
    group: { keys: { nodes: { name: string; translations: { issues: IssueAnswer[] }[] }[] } };
  }>(t, cookies, keysWith, { p: projectId, g: groupId, f: filter });
  return data.group.keys.nodes;
}

/** A project with one key whose German value `text` translates `base`. */
async function germanValue(base: string, text: string, key: { maxLength?: number } = {}) {
  const { cookies, project, group } = await workspace(t, ['de', 'fr']);
  const [created] = await createKeys(t, cookies, group.id, [{ name: 'k', ...key }]);
  const keyId = created?.id as string;
  await save(cookies, { keyId, language: 'en', text: base, expectedVersion: 0 });
  const de = await save(cookies, { keyId, language: 'de', text, expectedVersion: 0 });
  return { cookies, project, group, keyId, de };
}

describe('checks on a save', () => {
  it.each([
    ['TAG_MISMATCH', 'ERROR', 'Click <0>here</0>.', 'Klicken Sie hier.', 'Klicken Sie <0>hier</0>.'],
    ['SAME_AS_SOURCE', 'WARNING', 'Settings', 'Settings', 'Einstellungen'],
    ['WHITESPACE_EDGES', 'WARNING', 'Name: ', 'Nom :', 'Nom : '],
    ['DOUBLE_SPACE', 'WARNING', 'Good day', 'Guten  Tag', 'Guten Tag'],
    ['END_PUNCTUATION', 'WARNING', 'Saved.', 'Gespeichert', 'Gespeichert.'],
    ['NUMBER_MISMATCH', 'WARNING', 'Error 404', 'Fehler 440', 'Fehler 404'],
    ['PLACEHOLDER_MISSING', 'ERROR', 'Hello {{name}}', 'Hallo', 'Hallo {{name}}'],
  ])(
    'finds %s (%s) on a crafted value and not on its fixed twin',
    async (code, severity, base, bad, fixed) => {
      const { cookies, keyId, de } = await germanValue(base, bad);
      expect(de.issues).toEqual([expect.objectContaining({ code, severity, dismissed: false })]);
      const again = await save(cookies, { keyId, language: 'de', text: fixed, expectedVersion: de.version });
      expect(again.issues).toEqual([]);
    },
  );

  it("finds LENGTH against the key's maxLength, and again when the limit changes", async () => {
    const { cookies, project, group, keyId, de } = await germanValue('Save', 'Speichern', { maxLength: 5 });
    expect(de.issues.map((issue) => issue.code)).toEqual(['LENGTH']);
    await ok(
      t,
      cookies,
      'mutation ($id: ID!, $p: KeyPatch!) { updateKey(id: $id, input: $p, expectedVersion: 1) { maxLength } }',
      {
        id: keyId,
        p: { maxLength: null },
      },
    );
    expect((await keysFiltered(cookies, project.id, group.id, {}))[0]?.translations[0]?.issues).toEqual([]);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
  });

  it('refuses a maxLength outside 1..10000', async () => {
    const { cookies, group } = await workspace(t, []);
    for (const maxLength of [0, 10_001]) {
      const answer = await gql(
        t,
        cookies,
        'mutation ($g: ID!, $i: [KeyInput!]!) { createKeys(groupId: $g, input: $i) { id } }',
        {
          g: group.id,
          i: [{ name: 'k', maxLength }],
        },
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });
});

describe('issueSummary and the filters', () => {
  it('counts per language and code from kept counts, as a scan would', async () => {
    const { cookies, project, group, keyId } = await germanValue('Saved.', 'Gespeichert');
    await save(cookies, { keyId, language: 'fr', text: 'Enregistré <0>', expectedVersion: 0 });
    expect(await issueSummary(t, cookies, project.id)).toEqual([
      { language: 'de', code: 'END_PUNCTUATION', severity: 'WARNING', count: 1 },
      { language: 'fr', code: 'END_PUNCTUATION', severity: 'WARNING', count: 1 },
      { language: 'fr', code: 'TAG_MISMATCH', severity: 'ERROR', count: 1 },
    ]);
    expect(await issueSummary(t, cookies, project.id, ['fr'])).toHaveLength(2);
    // The base changes: the others' issues are found again.
    await save(cookies, { keyId, language: 'en', text: 'Saved', expectedVersion: 1 });
    expect(await issueSummary(t, cookies, project.id)).toEqual([
      { language: 'fr', code: 'TAG_MISMATCH', severity: 'ERROR', count: 1 },
    ]);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    const [other] = await createKeys(t, cookies, group.id, [{ name: 'other' }]);
    await save(cookies, { keyId: other?.id as string, language: 'en', text: 'Two', expectedVersion: 0 });
    await save(cookies, { keyId: other?.id as string, language: 'de', text: 'Two', expectedVersion: 0 });
    expect(
      await keysFiltered(cookies, project.id, group.id, { hasIssuesIn: 'de', issueCode: 'SAME_AS_SOURCE' }),
    ).toEqual([
      { name: 'other', translations: [{ issues: [expect.objectContaining({ code: 'SAME_AS_SOURCE' })] }] },
    ]);
    expect(
      await keysFiltered(cookies, project.id, group.id, { hasIssuesIn: 'fr', issueSeverity: 'ERROR' }),
    ).toHaveLength(1);
    expect(
      await keysFiltered(cookies, project.id, group.id, { hasIssuesIn: 'de', issueSeverity: 'ERROR' }),
    ).toHaveLength(0);
    const answer = await gql(t, cookies, keysWith, {
      p: project.id,
      g: group.id,
      f: { issueCode: 'NOPE', hasIssuesIn: 'de' },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'issueCode' });
  });

  it('keeps the counts through deletions of keys, groups and languages, and imports', async () => {
    const { cookies, project, group, keyId } = await germanValue('Saved.', 'Gespeichert');
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "Hello {{name}}", "b": "Saved."}',
      'de/common.json': '{"a": "Hallo", "b": "Gespeichert"}',
    });
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    await importFiles(t, cookies, project.id, { 'de/common.json': '{"a": "Hallo {{name}}"}' });
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    await ok(t, cookies, 'mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }', { ids: [keyId] });
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    await ok(t, cookies, 'mutation ($p: ID!, $t: String!) { removeLanguage(projectId: $p, tag: $t) }', {
      p: project.id,
      t: 'de',
    });
    expect(await keptCounts(t, project.id)).toEqual([]);
    expect(group.id).toBeTruthy();
  });
});

describe('settings and dismissals', () => {
  it('dismisses a warning until the text changes, and never an error', async () => {
    const { cookies, project, keyId } = await germanValue('Saved.', 'Gespeichert');
    const dismiss = (code: string, language = 'de') =>
      gql(t, cookies, dismissMutation, { p: project.id, items: [{ keyId, language, code }] });
    expect((await dismiss('END_PUNCTUATION')).data).toEqual({ dismissIssues: 1 });
    expect((await dismiss('END_PUNCTUATION')).data).toEqual({ dismissIssues: 0 });
    expect(await issueSummary(t, cookies, project.id)).toEqual([]);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    // A state change keeps the text: the dismissal stays.
    const reviewed = await ok<{ setTranslation: { version: number; issues: IssueAnswer[] } }>(
      t,
      cookies,
      `mutation ($input: TranslationInput!) { setTranslation(input: $input) { version ${issueFields} } }`,
      { input: { keyId, language: 'de', text: 'Gespeichert', state: 'REVIEWED', expectedVersion: 1 } },
    );
    expect(reviewed.setTranslation.issues).toEqual([expect.objectContaining({ dismissed: true })]);
    const edited = await save(cookies, { keyId, language: 'de', text: 'Gesichert', expectedVersion: 2 });
    expect(edited.issues).toEqual([expect.objectContaining({ code: 'END_PUNCTUATION', dismissed: false })]);
    expect(await issueSummary(t, cookies, project.id)).toHaveLength(1);

    await save(cookies, { keyId, language: 'fr', text: 'Enregistré <0>.', expectedVersion: 0 });
    const refused = await dismiss('TAG_MISMATCH', 'fr');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const none = await gql(t, cookies, dismissMutation, { p: project.id, items: [] });
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'items' });
    // The contract's most, with real ids: the body is over 100 KB and still read (the German
    // warning, undismissed since the edit, is named 1,000 times and dismissed once).
    const items = (count: number) =>
      Array.from({ length: count }, () => ({ keyId, language: 'de', code: 'END_PUNCTUATION' }));
    expect((await gql(t, cookies, dismissMutation, { p: project.id, items: items(1000) })).data).toEqual({
      dismissIssues: 1,
    });
    const tooMany = await gql(t, cookies, dismissMutation, { p: project.id, items: items(1001) });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'items' });
  });

  it("lets a reviewer of the language dismiss; not a developer, a translator or another language's reviewer", async () => {
    const { cookies, project, keyId } = await germanValue('Saved.', 'Gespeichert');
    const items = [{ keyId, language: 'de', code: 'END_PUNCTUATION' }];
    const dismissAs = (as: Record<string, string>) => gql(t, as, dismissMutation, { p: project.id, items });
    // The editor shows Dismiss where viewerPermissions.dismissLanguages says, the same table's answer.
    const dismissLanguagesOf = async (as: Record<string, string>) =>
      (
        await ok<{ project: { viewerPermissions: { dismissLanguages: string[] } } }>(
          t,
          as,
          'query ($p: ID!) { project(id: $p) { viewerPermissions { dismissLanguages } } }',
          { p: project.id },
        )
      ).project.viewerPermissions.dismissLanguages;
    for (const [role, languages] of [
      ['DEVELOPER', undefined],
      ['REVIEWER', ['fr']],
      ['TRANSLATOR', ['de']],
    ] as const) {
      const someone = await member(t, cookies, project.id, role, languages ? [...languages] : undefined);
      const refused = await dismissAs(someone.cookies);
      expect(refused.errors?.[0]?.extensions, role).toMatchObject({ code: 'FORBIDDEN' });
      expect(await dismissLanguagesOf(someone.cookies), role).not.toContain('de');
    }
    const reviewer = await member(t, cookies, project.id, 'REVIEWER', ['de'], 'german');
    expect(await dismissLanguagesOf(reviewer.cookies)).toEqual(['de']);
    expect((await dismissAs(reviewer.cookies)).data).toEqual({ dismissIssues: 1 });
    expect(await dismissLanguagesOf(cookies)).toContain('de');
  });

  it('switches a check off and changes its severity', async () => {
    const { cookies, project, keyId } = await germanValue('Saved.', 'Gespeichert');
    const update = (variables: object) =>
      ok<{ updateCheck: object }>(
        t,
        cookies,
        'mutation ($p: ID!, $c: String!, $e: Boolean!, $s: IssueSeverity) { updateCheck(projectId: $p, code: $c, enabled: $e, severity: $s) { code enabled severity } }',
        { p: project.id, ...variables },
      );
    expect(await update({ c: 'END_PUNCTUATION', e: true, s: 'ERROR' })).toEqual({
      updateCheck: { code: 'END_PUNCTUATION', enabled: true, severity: 'ERROR' },
    });
    expect(await issueSummary(t, cookies, project.id)).toEqual([
      { language: 'de', code: 'END_PUNCTUATION', severity: 'ERROR', count: 1 },
    ]);
    await update({ c: 'END_PUNCTUATION', e: false });
    expect(await issueSummary(t, cookies, project.id)).toEqual([]);
    const checks = await ok<{ project: { checks: { code: string; enabled: boolean; severity: string }[] } }>(
      t,
      cookies,
      'query ($id: ID!) { project(id: $id) { checks { code enabled severity } } }',
      { id: project.id },
    );
    expect(checks.project.checks).toHaveLength(14);
    expect(checks.project.checks.find((check) => check.code === 'END_PUNCTUATION')).toEqual({
      code: 'END_PUNCTUATION',
      enabled: false,
      severity: 'ERROR',
    });
    const unknown = await gql(
      t,
      cookies,
      'mutation ($p: ID!) { updateCheck(projectId: $p, code: "NOPE", enabled: true) { code } }',
      {
        p: project.id,
      },
    );
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    expect(keyId).toBeTruthy();
  });
});
