import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, gqlWithKey } from '../api-keys/api-key-client.ts';
import { keptCounts, scannedCounts } from '../checks/checks-client.ts';
import { type EventStreamReader, listening, openStream } from '../events/event-stream-client.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, gql } from '../projects/graphql-client.ts';
import { member } from '../teams/team-client.ts';
import { createKeys, ok, workspace } from '../workspace/workspace-client.ts';
import {
  createTerm,
  createTermMutation,
  deleteTermMutation,
  glossary,
  glossaryQuery,
  type TermAnswer,
  tryCreateTerm,
  updateTermMutation,
} from './glossary-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The app listens once, for the tests that read the project's event stream.
let base: Promise<string> | null = null;
const streamOf = (projectId: string, cookies: Record<string, string>) => {
  base ??= listening(t.app);
  return base.then((url) => openStream(url, projectId, cookies));
};
const issuesEvents = (stream: EventStreamReader) => stream.events.filter((event) => event.event === 'issues');

const workspaceTerm = {
  term: 'Workspace',
  description: 'Where a team works',
  translations: [{ language: 'de', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz'] }],
};

type Issue = { code: string; severity: string; dismissed: boolean; message: string };

const versions = new Map<string, number>();

/** Saves a value at the version this test last wrote (0 the first time). */
const save = async (cookies: Record<string, string>, keyId: string, language: string, text: string) => {
  const saved = (
    await ok<{ setTranslation: { version: number; issues: Issue[] } }>(
      t,
      cookies,
      'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version issues { code severity dismissed message } } }',
      { input: { keyId, language, text, expectedVersion: versions.get(`${keyId} ${language}`) ?? 0 } },
    )
  ).setTranslation;
  versions.set(`${keyId} ${language}`, saved.version);
  return saved;
};

async function issuesOf(cookies: Record<string, string>, projectId: string, groupId: string) {
  const data = await ok<{
    group: { keys: { nodes: { name: string; translations: { language: string; issues: Issue[] }[] }[] } };
  }>(
    t,
    cookies,
    'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(first: 500) { nodes { name translations(languages: ["de"]) { language issues { code severity dismissed message } } } } } }',
    { p: projectId, g: groupId },
  );
  return new Map(
    data.group.keys.nodes.map((node) => [
      node.name,
      node.translations[0]?.issues.map((issue) => issue.code) ?? [],
    ]),
  );
}

describe('glossary terms', () => {
  it('creates, lists, searches, pages, updates and deletes terms', async () => {
    const { cookies, project } = await workspace(t, ['de', 'fr']);
    const created = await createTerm(t, cookies, project.id, workspaceTerm);
    expect(created).toMatchObject({
      term: 'Workspace',
      description: 'Where a team works',
      caseSensitive: false,
      doNotTranslate: false,
      version: 1,
      translations: [{ language: 'de', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz'] }],
    });
    await createTerm(t, cookies, project.id, { term: 'Verba', doNotTranslate: true, caseSensitive: true });
    await createTerm(t, cookies, project.id, { term: 'app' });
    const all = await glossary(t, cookies, project.id);
    expect(all.nodes.map((term) => term.term)).toEqual(['app', 'Verba', 'Workspace']);
    expect(all.totalCount).toBe(3);
    expect(
      (await glossary(t, cookies, project.id, { s: 'arbeitsBEREICH' })).nodes.map((n) => n.term),
    ).toEqual(['Workspace']);
    expect((await glossary(t, cookies, project.id, { s: '%' })).nodes).toEqual([]);
    // The translations' values are searched, not their JSON.
    expect((await glossary(t, cookies, project.id, { s: 'language' })).nodes).toEqual([]);
    expect((await glossary(t, cookies, project.id, { s: 'arbeitsplatz' })).nodes.map((n) => n.term)).toEqual([
      'Workspace',
    ]);
    const first = await glossary(t, cookies, project.id, { first: 2 });
    expect(first.nodes.map((n) => n.term)).toEqual(['app', 'Verba']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await glossary(t, cookies, project.id, {
      first: 2,
      after: first.pageInfo.endCursor as string,
    });
    expect(second.nodes.map((n) => n.term)).toEqual(['Workspace']);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const updated = await ok<{ updateGlossaryTerm: TermAnswer }>(t, cookies, updateTermMutation, {
      id: created.id,
      input: {
        ...workspaceTerm,
        term: 'workspace',
        translations: [{ language: 'fr', text: 'espace de travail' }],
      },
      v: 1,
    });
    expect(updated.updateGlossaryTerm).toMatchObject({
      term: 'workspace',
      version: 2,
      translations: [{ language: 'fr', text: 'espace de travail', forbidden: [] }],
    });
    const stale = await gql(t, cookies, updateTermMutation, { id: created.id, input: workspaceTerm, v: 1 });
    expect(stale.code).toBe('VERSION_CONFLICT');
    expect(stale.errors?.[0]?.extensions).toMatchObject({ current: { term: 'workspace', version: 2 } });

    expect(await ok(t, cookies, deleteTermMutation, { id: created.id })).toEqual({
      deleteGlossaryTerm: true,
    });
    expect((await gql(t, cookies, deleteTermMutation, { id: created.id })).code).toBe('NOT_FOUND');
    expect((await glossary(t, cookies, project.id)).totalCount).toBe(2);
  });

  it('refuses a term the project has, ignoring case, with TERM_CONFLICT', async () => {
    const { cookies, project } = await workspace(t);
    const first = await createTerm(t, cookies, project.id, { term: 'Workspace' });
    const again = await tryCreateTerm(t, cookies, project.id, { term: '  WORKSPACE ' });
    expect(again.code).toBe('TERM_CONFLICT');
    expect(again.errors?.[0]?.extensions).toMatchObject({
      field: 'term',
      conflictsWith: { id: first.id, term: 'Workspace' },
    });
    const other = await createTerm(t, cookies, project.id, { term: 'Workspaces' });
    const renamed = await gql(t, cookies, updateTermMutation, {
      id: other.id,
      input: { term: 'workspace' },
      v: 1,
    });
    expect(renamed.code).toBe('TERM_CONFLICT');
    // The same term in another project is no conflict.
    const elsewhere = await workspace(t);
    await createTerm(t, elsewhere.cookies, elsewhere.project.id, { term: 'Workspace' });
  });

  it.each([
    [{ term: '' }, 'term'],
    [{ term: '   ' }, 'term'],
    [{ term: 'x'.repeat(201) }, 'term'],
    [{ term: 'two\nlines' }, 'term'],
    [{ term: 'ok', description: 'd'.repeat(2001) }, 'description'],
    [{ term: 'ok', translations: [{ language: 'not a tag!', text: 'x' }] }, 'translations'],
    [{ term: 'ok', translations: [{ language: 'en', text: 'x' }] }, 'translations'],
    [
      {
        term: 'ok',
        translations: [
          { language: 'de', text: 'x' },
          { language: 'de', text: 'y' },
        ],
      },
      'translations',
    ],
    [{ term: 'ok', translations: [{ language: 'de', text: 'Ding', forbidden: ['ding'] }] }, 'translations'],
    [{ term: 'ok', translations: [{ language: 'de', text: 'y'.repeat(201) }] }, 'translations'],
    [{ term: 'ok', translations: [{ language: 'de', forbidden: ['a|b'] }] }, 'translations'],
  ])('refuses bad input %j with a clear message', async (input, field) => {
    const { cookies, project } = await workspace(t);
    const answer = await tryCreateTerm(t, cookies, project.id, input);
    expect(answer.status).toBe(200);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    expect(answer.errors?.[0]?.message).not.toMatch(/unexpected|internal/i);
  });

  it('refuses a bad page request', async () => {
    const { cookies, project } = await workspace(t);
    for (const variables of [{ first: 0 }, { first: 501 }, { after: 'nonsense' }]) {
      const answer = await gql(t, cookies, glossaryQuery, { p: project.id, ...variables });
      expect(answer.code).toBe('BAD_USER_INPUT');
    }
  });

  it('holds at most 10,000 terms a project', async () => {
    const { cookies, project } = await workspace(t);
    await t.database.db.execute(sql`
      insert into glossary_terms (project_id, term)
      select ${project.id}::uuid, 'term ' || n from generate_series(1, 10000) as n`);
    const answer = await tryCreateTerm(t, cookies, project.id, { term: 'one more' });
    expect(answer.code).toBe('PROJECT_LIMIT_REACHED');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ limit: 10_000 });
    const page = await glossary(t, cookies, project.id, { s: 'term 9999' });
    expect(page.nodes.map((n) => n.term)).toEqual(['term 9999']);
    await ok(t, cookies, deleteTermMutation, { id: page.nodes[0]?.id });
    await createTerm(t, cookies, project.id, { term: 'one more' });
  });
});

describe('glossary rights', () => {
  it('lets readers read and only MANAGER and OWNER write', async () => {
    const { cookies: owner, project } = await workspace(t);
    // Pro: room for a member of every role.
    await ok(t, owner, changePlanMutation, { planId: 'pro' });
    const term = await createTerm(t, owner, project.id, { term: 'Workspace' });
    const manager = await member(t, owner, project.id, 'MANAGER');
    await createTerm(t, manager.cookies, project.id, { term: 'Board' });
    for (const role of ['DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER'] as const) {
      const someone = await member(t, owner, project.id, role);
      expect((await glossary(t, someone.cookies, project.id)).totalCount).toBe(2);
      expect((await tryCreateTerm(t, someone.cookies, project.id, { term: role })).code).toBe('FORBIDDEN');
      expect(
        (await gql(t, someone.cookies, updateTermMutation, { id: term.id, input: { term: 'x' }, v: 1 })).code,
      ).toBe('FORBIDDEN');
      expect((await gql(t, someone.cookies, deleteTermMutation, { id: term.id })).code).toBe('FORBIDDEN');
    }
    const stranger = await signedInAccount(t);
    // The project is none for a stranger: no project, no glossary.
    const unseen = await gql(t, stranger.cookies, glossaryQuery, { p: project.id, first: 10 });
    expect(unseen.data?.project ?? null).toBeNull();
    expect((await tryCreateTerm(t, stranger.cookies, project.id, { term: 'x' })).code).toBe('NOT_FOUND');
    expect((await gql(t, stranger.cookies, deleteTermMutation, { id: term.id })).code).toBe('NOT_FOUND');
  });

  it('lets an API key read its own project, write nothing, and never see another project', async () => {
    const { cookies, project } = await workspace(t);
    await createTerm(t, cookies, project.id, { term: 'Workspace' });
    const own = await createKey(t, cookies, project.id, ['READ', 'WRITE', 'IMPORT']);
    const read = await gqlWithKey(t, own.secret, glossaryQuery, { p: project.id, first: 10 });
    expect(read.errors).toBeUndefined();
    const write = await gqlWithKey(t, own.secret, createTermMutation, {
      p: project.id,
      input: { term: 'Board' },
    });
    expect(write.code).toBe('FORBIDDEN');
    const other = await workspace(t);
    const otherKey = await createKey(t, other.cookies, other.project.id, ['READ', 'WRITE', 'IMPORT']);
    // Another project is none for the key: no project, no glossary.
    const refused = await gqlWithKey(t, otherKey.secret, glossaryQuery, { p: project.id, first: 10 });
    expect(refused.data?.project ?? null).toBeNull();
    expect(JSON.stringify(refused)).not.toContain('Workspace');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/glossary.csv`,
      headers: { authorization: `Bearer ${otherKey.secret}` },
    });
    expect(csv.statusCode).toBe(404);
    const ownCsv = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/glossary.csv`,
      headers: { authorization: `Bearer ${own.secret}` },
    });
    expect(ownCsv.statusCode).toBe(200);
  });
});

describe('TERM_* checks', () => {
  it('checks saves against the glossary: missing, forbidden, not kept; none on the fixed twin', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    await createTerm(t, cookies, project.id, workspaceTerm);
    await createTerm(t, cookies, project.id, { term: 'Verba', doNotTranslate: true, caseSensitive: true });
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'open' }]);
    const keyId = key?.id as string;
    await save(cookies, keyId, 'en', 'Open the workspace in Verba');
    const bad = await save(cookies, keyId, 'de', 'Den Arbeitsplatz in Verbum öffnen');
    expect(bad.issues.map((issue) => [issue.code, issue.severity])).toEqual([
      ['TERM_MISSING', 'WARNING'],
      ['TERM_FORBIDDEN', 'WARNING'],
      ['TERM_NOT_KEPT', 'WARNING'],
    ]);
    expect(bad.issues[0]?.message).toMatch(/Arbeitsbereich/);
    const fixed = await save(cookies, keyId, 'de', 'Den Arbeitsbereich in Verba öffnen');
    expect(fixed.issues).toEqual([]);
    // Whole words only: "App" is not in "Application".
    await createTerm(t, cookies, project.id, {
      term: 'App',
      translations: [{ language: 'de', text: 'Anwendung' }],
    });
    const [other] = await createKeys(t, cookies, group.id, [{ name: 'application' }]);
    await save(cookies, other?.id as string, 'en', 'Application settings');
    expect((await save(cookies, other?.id as string, 'de', 'Programmeinstellungen')).issues).toEqual([]);
    // A save after a change of the glossary checks against the new glossary (never a kept old one).
    await save(cookies, other?.id as string, 'en', 'Open the app');
    expect(
      (await save(cookies, other?.id as string, 'de', 'App öffnen')).issues.map((issue) => issue.code),
    ).toEqual(['TERM_MISSING']);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    const terms = await ok<{ group: { keys: { nodes: { name: string; terms: { term: string }[] }[] } } }>(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { name terms { term } } } } }',
      { p: project.id, g: group.id },
    );
    expect(terms.group.keys.nodes.map((node) => [node.name, node.terms.map((term) => term.term)])).toEqual([
      ['application', ['App']],
      ['open', ['Workspace', 'Verba']],
    ]);
  });

  it('rechecks the values a glossary change touches, in its transaction', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const keys = await createKeys(t, cookies, group.id, [{ name: 'a' }, { name: 'b' }]);
    const [a, b] = keys.map((key) => key.id as string) as [string, string];
    await save(cookies, a, 'en', 'Open the workspace');
    await save(cookies, a, 'de', 'Den Arbeitsplatz öffnen');
    await save(cookies, b, 'en', 'Close it');
    await save(cookies, b, 'de', 'Arbeitsplatz schließen');
    expect(await issuesOf(cookies, project.id, group.id)).toEqual(
      new Map([
        ['a', []],
        ['b', []],
      ]),
    );
    const term = await createTerm(t, cookies, project.id, workspaceTerm);
    expect(await issuesOf(cookies, project.id, group.id)).toEqual(
      new Map([
        ['a', ['TERM_MISSING', 'TERM_FORBIDDEN']],
        ['b', ['TERM_FORBIDDEN']],
      ]),
    );
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
    await ok(t, cookies, updateTermMutation, {
      id: term.id,
      input: { term: 'Workspace', translations: [{ language: 'de', text: 'Arbeitsplatz' }] },
      v: 1,
    });
    expect(await issuesOf(cookies, project.id, group.id)).toEqual(
      new Map([
        ['a', []],
        ['b', []],
      ]),
    );
    const summary = await ok<{ project: { issueSummary: unknown[] } }>(
      t,
      cookies,
      'query ($p: ID!) { project(id: $p) { issueSummary { language code count } } }',
      { p: project.id },
    );
    expect(summary.project.issueSummary).toEqual([]);
    await ok(t, cookies, updateTermMutation, { id: term.id, input: workspaceTerm, v: 2 });
    expect((await issuesOf(cookies, project.id, group.id)).get('b')).toEqual(['TERM_FORBIDDEN']);
    await ok(t, cookies, deleteTermMutation, { id: term.id });
    expect(await issuesOf(cookies, project.id, group.id)).toEqual(
      new Map([
        ['a', []],
        ['b', []],
      ]),
    );
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
  });

  it('announces a recheck on the project stream after its commit, once, naming the groups', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'a' }]);
    const keyId = key?.id as string;
    await save(cookies, keyId, 'en', 'Open the workspace');
    await save(cookies, keyId, 'de', 'Den Bereich öffnen');
    const stream = await streamOf(project.id, cookies);
    try {
      await createTerm(t, cookies, project.id, workspaceTerm);
      const announced = await stream.next((event) => event.event === 'issues');
      expect(announced.data).toEqual({ groupIds: [group.id] });
      // Sent after the commit: a read on its arrival finds the new issue.
      expect((await issuesOf(cookies, project.id, group.id)).get('a')).toEqual(['TERM_MISSING']);
      // A term no value holds changes no issue: nothing is announced before the next save's event.
      await createTerm(t, cookies, project.id, { term: 'Nowhere', translations: [] });
      await save(cookies, keyId, 'de', 'Den Arbeitsbereich öffnen');
      await stream.next((event) => event.event === 'translation');
      expect(issuesEvents(stream)).toHaveLength(1);
      // A check setting changes what every group shows.
      await ok(
        t,
        cookies,
        'mutation ($p: ID!) { updateCheck(projectId: $p, code: "TERM_MISSING", enabled: false) { code } }',
        {
          p: project.id,
        },
      );
      await stream.next((event) => event.event === 'issues' && event.data.groupIds === null);
      expect(issuesEvents(stream)).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('rechecks values whose text differs from the term in case, sigma and spacing', async () => {
    const { cookies, project, group } = await workspace(t, ['el']);
    const keys = await createKeys(t, cookies, group.id, [{ name: 'a' }, { name: 'b' }]);
    const [a, b] = keys.map((key) => key.id as string) as [string, string];
    await save(cookies, a, 'en', 'Your ACCOUNT');
    await save(cookies, a, 'el', 'Ο ΛΟΓΑΡΙΑΣΜΌΣ σας');
    await save(cookies, b, 'en', 'Sign\u00a0in please');
    await save(cookies, b, 'el', 'Συνδεθείτε');
    await createTerm(t, cookies, project.id, {
      term: 'account',
      translations: [{ language: 'el', text: 'λογαριασμός χρήστη', forbidden: ['λογαριασμός'] }],
    });
    await createTerm(t, cookies, project.id, {
      term: 'sign in',
      translations: [{ language: 'el', text: 'σύνδεση' }],
    });
    const data = await ok<{
      group: { keys: { nodes: { name: string; translations: { issues: Issue[] }[] }[] } };
    }>(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { name translations(languages: ["el"]) { issues { code } } } } } }',
      { p: project.id, g: group.id },
    );
    expect(
      data.group.keys.nodes.map((node) => [
        node.name,
        node.translations[0]?.issues.map((issue) => issue.code),
      ]),
    ).toEqual([
      ['a', ['TERM_MISSING', 'TERM_FORBIDDEN']],
      ['b', ['TERM_MISSING']],
    ]);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
  });

  it('rechecks more than 1,000 values as a job', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const count = 600;
    const en = Object.fromEntries(
      Array.from({ length: count }, (_, n) => [`k${n}`, `Workspace number ${n}`]),
    );
    const de = Object.fromEntries(
      Array.from({ length: count }, (_, n) => [`k${n}`, `Arbeitsplatz Nummer ${n}`]),
    );
    const { importFiles } = await import('../imports/import-client.ts');
    await importFiles(t, cookies, project.id, {
      'en/common.json': JSON.stringify(en),
      'de/common.json': JSON.stringify(de),
    });
    const stream = await streamOf(project.id, cookies);
    await createTerm(t, cookies, project.id, workspaceTerm);
    const [job] = (
      (await t.database.db.execute(
        sql`select id, kind, total from jobs where project_id = ${project.id}::uuid`,
      )) as unknown as { rows: { id: string; kind: string; total: number }[] }
    ).rows;
    expect(job).toMatchObject({ kind: 'glossary-checks', total: 2 * count });
    await t.app.machineJobs.settled();
    const read = await ok<{ job: { state: string; done: number; total: number } }>(
      t,
      cookies,
      'query ($id: ID!) { job(id: $id) { state done total } }',
      { id: job?.id },
    );
    expect(read.job).toEqual({ state: 'DONE', done: 2 * count, total: 2 * count });
    // Not an event a value: one for the job, naming the group, before it ends.
    await stream.next((event) => event.event === 'job' && event.data.state === 'DONE');
    stream.close();
    expect(issuesEvents(stream).map((event) => event.data)).toEqual([{ groupIds: [group.id] }]);
    const stored = (
      (await t.database.db.execute(sql`
        select t.issue_codes::text as codes, count(*)::int as n from translations t
        join translation_keys k on k.id = t.key_id
        where k.project_id = ${project.id}::uuid and t.language = 'de' group by 1`)) as unknown as {
        rows: { codes: string; n: number }[];
      }
    ).rows;
    expect(stored).toEqual([{ codes: '{TERM_MISSING,TERM_FORBIDDEN}', n: count }]);
    expect((await issuesOf(cookies, project.id, group.id)).get('k1')).toEqual([
      'TERM_MISSING',
      'TERM_FORBIDDEN',
    ]);
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
  });

  it('checks imported values against the glossary', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    await createTerm(t, cookies, project.id, workspaceTerm);
    const { importFiles } = await import('../imports/import-client.ts');
    await importFiles(t, cookies, project.id, {
      'en/common.json': JSON.stringify({ a: 'Open the workspace', b: 'Close the workspace' }),
      'de/common.json': JSON.stringify({ a: 'Den Arbeitsplatz öffnen', b: 'Den Arbeitsbereich schließen' }),
    });
    expect(await issuesOf(cookies, project.id, group.id)).toEqual(
      new Map([
        ['a', ['TERM_MISSING', 'TERM_FORBIDDEN']],
        ['b', []],
      ]),
    );
    expect(await keptCounts(t, project.id)).toEqual(await scannedCounts(t, project.id));
  });
});
