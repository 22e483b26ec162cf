import type { Import } from '@verba/contract';
import { sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyAndWait, applyImport, importFiles, status } from '../imports/import-client.ts';
import { member } from '../teams/team-client.ts';
import { createKeys, ok, workspace } from '../workspace/workspace-client.ts';
import { createTerm, glossary, type TermAnswer, uploadGlossary } from './glossary-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const terms = [
  {
    term: 'Workspace',
    description: 'Where a team works, "quoted", with a comma, and\na second line',
    translations: [
      { language: 'de', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz', 'Workspace'] },
      { language: 'ja', text: 'ワークスペース', forbidden: ['作業スペース'] },
      { language: 'ar', text: 'مساحة العمل', forbidden: [] },
    ],
  },
  { term: 'Verba', caseSensitive: true, doNotTranslate: true },
  { term: 'Λογαριασμός 👤', translations: [{ language: 'el', text: 'Λογαριασμός', forbidden: ['Προφίλ'] }] },
];

const withoutIds = (nodes: TermAnswer[]) => nodes.map(({ id: _id, version: _version, ...term }) => term);

async function exported(cookies: Record<string, string>, projectId: string, format: 'csv' | 'tbx') {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/glossary.${format}`,
    cookies,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

async function previewOf(cookies: Record<string, string>, projectId: string, csv: string | Buffer) {
  const answer = await uploadGlossary(t, cookies, projectId, csv);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Import;
}

describe('glossary CSV and TBX', () => {
  it('exports CSV with the contract columns and survives a round trip', async () => {
    const { cookies, project } = await workspace(t, ['de', 'ja', 'ar', 'el']);
    for (const term of terms) await createTerm(t, cookies, project.id, term);
    const csv = await exported(cookies, project.id, 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('glossary.csv');
    const [header] = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe(
      'term,description,case_sensitive,do_not_translate,ar,forbidden_ar,de,forbidden_de,el,forbidden_el,ja,forbidden_ja',
    );
    expect(csv.body).toContain('Arbeitsplatz|Workspace');

    // Into another project: the same glossary.
    const other = await workspace(t, ['de']);
    const preview = await previewOf(other.cookies, other.project.id, csv.rawPayload);
    expect(preview.status).toBe('preview');
    expect(preview.files).toEqual([
      expect.objectContaining({
        path: 'glossary.csv',
        keys: 3,
        added: 3,
        changed: 0,
        unchanged: 0,
        issueCount: 0,
      }),
    ]);
    expect((await glossary(t, other.cookies, other.project.id)).totalCount).toBe(0);
    const done = await applyAndWait(t, other.cookies, preview.id);
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.result).toEqual({ added: 3, updated: 0, skipped: 0 });
    const original = await glossary(t, cookies, project.id);
    const copy = await glossary(t, other.cookies, other.project.id);
    expect(withoutIds(copy.nodes)).toEqual(withoutIds(original.nodes));

    // Back into the first: nothing changes.
    const again = await previewOf(cookies, project.id, csv.rawPayload);
    expect(again.files[0]).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
    const reapplied = await applyAndWait(t, cookies, again.id);
    expect(reapplied.result).toEqual({ added: 0, updated: 0, skipped: 3 });
    expect((await glossary(t, cookies, project.id)).nodes).toEqual(original.nodes);
  });

  it('changes existing terms on overwrite, keeps them otherwise, and discards', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    await createTerm(t, cookies, project.id, {
      term: 'Workspace',
      translations: [{ language: 'de', text: 'Arbeitsplatz' }],
    });
    const csv =
      'term,description,case_sensitive,do_not_translate,de,forbidden_de\r\nworkspace,,false,false,Arbeitsbereich,Arbeitsplatz\r\nBoard,,false,false,Tafel,\r\n';
    const kept = await previewOf(cookies, project.id, csv);
    expect(kept.files[0]).toMatchObject({ added: 1, changed: 1, unchanged: 0 });
    const noOverwrite = await applyAndWait(t, cookies, kept.id, {
      overwrite: false,
      createGroups: true,
      addLanguages: true,
    });
    expect(noOverwrite.result).toEqual({ added: 1, updated: 0, skipped: 1 });
    expect((await glossary(t, cookies, project.id, { s: 'work' })).nodes[0]).toMatchObject({
      term: 'Workspace',
      version: 1,
    });
    const changed = await previewOf(cookies, project.id, csv);
    const overwritten = await applyAndWait(t, cookies, changed.id);
    expect(overwritten.result).toEqual({ added: 0, updated: 1, skipped: 1 });
    expect((await glossary(t, cookies, project.id, { s: 'work' })).nodes[0]).toMatchObject({
      term: 'workspace',
      version: 2,
      translations: [{ language: 'de', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz'] }],
    });
    const discarded = await previewOf(cookies, project.id, 'term\r\nNew one\r\n');
    const discard = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${discarded.id}/discard`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
      cookies,
    });
    expect(discard.statusCode, discard.body).toBe(200);
    expect((await status(t, cookies, discarded.id)).status).toBe('discarded');
    expect((await glossary(t, cookies, project.id, { s: 'new one' })).totalCount).toBe(0);
  });

  it('rechecks the values an imported glossary touches', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'a' }]);
    const write = (language: string, text: string) =>
      ok(t, cookies, 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
        input: { keyId: key?.id, language, text, expectedVersion: 0 },
      });
    await write('en', 'Open the workspace');
    await write('de', 'Den Arbeitsplatz öffnen');
    const preview = await previewOf(
      cookies,
      project.id,
      'term,de,forbidden_de\nWorkspace,Arbeitsbereich,Arbeitsplatz\n',
    );
    await applyAndWait(t, cookies, preview.id);
    const data = await ok<{
      group: { keys: { nodes: { translations: { issues: { code: string }[] }[] }[] } };
    }>(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { translations(languages: ["de"]) { issues { code } } } } } }',
      { p: project.id, g: group.id },
    );
    expect(data.group.keys.nodes[0]?.translations[0]?.issues.map((issue) => issue.code)).toEqual([
      'TERM_MISSING',
      'TERM_FORBIDDEN',
    ]);
  });

  it('leaves a recheck of more than 1,000 values to a job after the apply', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const count = 520;
    const en = Object.fromEntries(Array.from({ length: count }, (_, n) => [`k${n}`, `Workspace ${n}`]));
    const de = Object.fromEntries(Array.from({ length: count }, (_, n) => [`k${n}`, `Arbeitsplatz ${n}`]));
    await importFiles(t, cookies, project.id, {
      'en/common.json': JSON.stringify(en),
      'de/common.json': JSON.stringify(de),
    });
    const preview = await previewOf(
      cookies,
      project.id,
      'term,de,forbidden_de\nWorkspace,Arbeitsbereich,Arbeitsplatz\n',
    );
    const done = await applyAndWait(t, cookies, preview.id);
    expect(done.result).toEqual({ added: 1, updated: 0, skipped: 0 });
    // The job starts once the apply has committed: a status read may see the import done first.
    const jobOf = async () =>
      (
        (await t.database.db.execute(sql`
          select j.kind, j.state, j.done, j.total,
            (select count(*)::int from translations t join translation_keys k on k.id = t.key_id
              where k.project_id = j.project_id and t.language = 'de'
              and t.issue_codes = array['TERM_MISSING', 'TERM_FORBIDDEN']) as flagged
          from jobs j where j.project_id = ${project.id}::uuid`)) as unknown as { rows: unknown[] }
      ).rows;
    await vi.waitFor(
      async () =>
        expect(await jobOf()).toEqual([
          { kind: 'glossary-checks', state: 'DONE', done: 2 * count, total: 2 * count, flagged: count },
        ]),
      { timeout: 30_000, interval: 100 },
    );
  });

  it.each([
    [Buffer.from([0x74, 0x65, 0x72, 0x6d, 0x0a, 0xff, 0xfe]), /not UTF-8/],
    ['', /holds no file/],
    ['name,description\nWorkspace,x\n', /must name the columns/],
    ['term,deutsch!\nWorkspace,x\n', /neither a column/],
    ['term,en\nWorkspace,x\n', /base language/],
    ['term,de,de\nWorkspace,x,y\n', /given twice/],
    ['term,description\n"Workspace,x\n', /not valid CSV/],
    ['term,description\nWorkspace,x,extra\n', /not valid CSV/],
  ])('refuses a CSV it cannot read (%#) with a clear message', async (body, message) => {
    const { cookies, project } = await workspace(t, ['de']);
    const answer = await uploadGlossary(t, cookies, project.id, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_FILE', error: expect.stringMatching(message) });
  });

  it('lists bad lines as issues and skips them', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const csv = [
      'term,description,case_sensitive,do_not_translate,de',
      'Workspace,,false,false,Arbeitsbereich',
      ',,false,false,Leer',
      'Board,,maybe,false,Tafel',
      'WORKSPACE,,false,false,Doppelt',
      `${'x'.repeat(201)},,,,`,
      'Fine,,,,',
    ].join('\n');
    const preview = await previewOf(cookies, project.id, csv);
    expect(preview.files[0]).toMatchObject({ keys: 6, added: 2, issueCount: 4 });
    expect(preview.files[0]?.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['INVALID_TERM', expect.stringMatching(/^Line 3: A term has 1 to 200/)],
      ['INVALID_TERM', 'Line 4: a flag is true or false.'],
      ['DUPLICATE_TERM', expect.stringMatching(/^Line 5/)],
      ['INVALID_TERM', expect.stringMatching(/^Line 6/)],
    ]);
    const done = await applyAndWait(t, cookies, preview.id);
    expect(done.result).toEqual({ added: 2, updated: 0, skipped: 0 });
  });

  it('refuses a CSV over 5 MiB, a wrong type, and anyone but MANAGER and OWNER', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const big = `term\n${'x,'.repeat(3 * 1024 * 1024)}`;
    const tooLarge = await uploadGlossary(t, cookies, project.id, big);
    expect(tooLarge.statusCode).toBe(413);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/glossary`,
      headers: { 'content-type': 'text/plain' },
      payload: 'term\nx\n',
      cookies,
    });
    expect(wrongType.statusCode).toBe(415);
    const developer = await member(t, cookies, project.id, 'DEVELOPER');
    expect((await uploadGlossary(t, developer.cookies, project.id, 'term\nx\n')).statusCode).toBe(403);
    const exportedCsv = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/glossary.csv`,
      cookies: developer.cookies,
    });
    expect(exportedCsv.statusCode).toBe(200);
    // A preview made by the owner cannot be applied by a developer (it is not theirs, nor their right).
    const preview = await previewOf(cookies, project.id, 'term\nx\n');
    expect((await applyImport(t, developer.cookies, preview.id)).statusCode).toBe(404);
  });

  it('exports TBX-Basic that parses as XML', async () => {
    const { cookies, project } = await workspace(t, ['de', 'ja', 'ar', 'el']);
    for (const term of terms) await createTerm(t, cookies, project.id, term);
    const tbx = await exported(cookies, project.id, 'tbx');
    expect(tbx.headers['content-type']).toBe('application/x-tbx+xml; charset=utf-8');
    const elements: string[] = [];
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => elements.push(tag.local));
    parser.write(tbx.body).close();
    expect(elements[0]).toBe('tbx');
    expect(elements.filter((name) => name === 'conceptEntry')).toHaveLength(3);
    expect(tbx.body).toContain('xmlns="urn:iso:std:iso:30042:ed-2"');
    expect(tbx.body).toContain('type="TBX-Basic"');
    expect(tbx.body).toContain(
      '<term>Arbeitsplatz</term>\n          <termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote>',
    );
    expect(tbx.body).toContain('&quot;quoted&quot;');
  });
});
