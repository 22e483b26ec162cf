import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, machineUsage } from '../../src/db/schema.ts';
import { usageMonth } from '../../src/machine/machine-usage.ts';
import { type FakeProvider, fakeProviderEnv, startFakeProvider } from '../helpers/fake-machine-providers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, ok, setTranslation, workspace } from '../workspace/workspace-client.ts';

interface JobAnswer {
  id: string;
  state: string;
  done: number;
  total: number;
  written: number;
  skipped: number;
  error: string | null;
}
const jobFields = 'id state done total written skipped error';
const pretranslateMutation = `mutation ($p: ID!, $i: PretranslateInput!) { pretranslate(projectId: $p, input: $i) { ${jobFields} } }`;

let t: TestApp;
let deepl: FakeProvider;
/** What a person saves while the provider is asked (set by the test that needs it). */
let meanwhile: (() => Promise<void>) | null = null;

beforeAll(async () => {
  // A text with DAMAGE in it comes back without its first marker.
  deepl = await startFakeProvider('deepl', {
    translate: (text, to) =>
      text.includes('DAMAGE') ? text.replace(/<x id="\d+"\/>/, '') : `[${to}] ${text}`,
    beforeAnswer: async () => {
      const save = meanwhile;
      meanwhile = null;
      await save?.();
    },
  });
  t = await createTestApp(fakeProviderEnv('deepl', deepl));
});

afterAll(async () => {
  await t.close();
  await deepl.close();
});

async function start(
  cookies: Cookies,
  projectId: string,
  input: Record<string, unknown>,
): Promise<JobAnswer> {
  return (await ok<{ pretranslate: JobAnswer }>(t, cookies, pretranslateMutation, { p: projectId, i: input }))
    .pretranslate;
}

async function finished(cookies: Cookies, id: string): Promise<JobAnswer> {
  await t.app.machineJobs.settled();
  return (
    await ok<{ job: JobAnswer }>(t, cookies, `query ($id: ID!) { job(id: $id) { ${jobFields} } }`, { id })
  ).job;
}

async function valuesOf(cookies: Cookies, projectId: string, groupId: string) {
  const data = await ok<{
    group: {
      keys: {
        nodes: {
          name: string;
          translations: {
            text: string | null;
            forms: { category: string; text: string }[] | null;
            state: string;
            origin: string | null;
          }[];
        }[];
      };
    };
  }>(
    t,
    cookies,
    `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(first: 100) { nodes {
      name translations(languages: ["de"]) { text forms { category text } state origin }
    } } } }`,
    { p: projectId, g: groupId },
  );
  return new Map(data.group.keys.nodes.map((node) => [node.name, node.translations[0]]));
}

describe('pretranslate', () => {
  it('fills only EMPTY values, TRANSLATED with origin MACHINE, never a damaged answer, and history says so', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const keys = await createKeys(t, cookies, group.id, [
      { name: 'a.empty' },
      { name: 'b.translated' },
      { name: 'c.reviewed' },
      { name: 'd.damaged' },
      { name: 'e.nobase' },
      { name: 'f.plural', plural: true },
    ]);
    const [empty, translated, reviewed, damaged, , plural] = keys.map((key) => key.id);
    for (const [keyId, text] of [
      [empty, 'Hello {{name}}'],
      [translated, 'Save'],
      [reviewed, 'Cancel'],
      [damaged, 'DAMAGE {{count}} <0>here</0>'],
    ] as const) {
      await setTranslation(t, cookies, { keyId, language: 'en', text, expectedVersion: 0 });
    }
    await setTranslation(t, cookies, {
      keyId: plural,
      language: 'en',
      forms: [
        { category: 'one', text: 'One file' },
        { category: 'other', text: '{{count}} files' },
      ],
      expectedVersion: 0,
    });
    await setTranslation(t, cookies, {
      keyId: translated,
      language: 'de',
      text: 'Speichern',
      expectedVersion: 0,
    });
    await setTranslation(t, cookies, {
      keyId: reviewed,
      language: 'de',
      text: 'Abbrechen',
      state: 'REVIEWED',
      expectedVersion: 0,
    });

    const job = await start(cookies, project.id, { languages: ['de'], source: 'MACHINE' });
    expect(job).toMatchObject({ state: 'QUEUED', done: 0, written: 0 });
    expect(await finished(cookies, job.id)).toEqual({
      id: job.id,
      state: 'DONE',
      done: 4,
      total: 4,
      written: 2,
      skipped: 2,
      error: null,
    });
    const values = await valuesOf(cookies, project.id, group.id);
    expect(values.get('a.empty')).toEqual({
      text: '[DE] Hello {{name}}',
      forms: null,
      state: 'TRANSLATED',
      origin: 'MACHINE',
    });
    expect(values.get('b.translated')).toMatchObject({
      text: 'Speichern',
      state: 'TRANSLATED',
      origin: 'HUMAN',
    });
    expect(values.get('c.reviewed')).toMatchObject({ text: 'Abbrechen', state: 'REVIEWED', origin: 'HUMAN' });
    expect(values.get('d.damaged')).toMatchObject({ text: null, state: 'EMPTY' });
    expect(values.get('e.nobase')).toMatchObject({ state: 'EMPTY' });
    expect(values.get('f.plural')).toMatchObject({
      forms: [
        { category: 'one', text: '[DE] One file' },
        { category: 'other', text: '[DE] {{count}} files' },
      ],
      state: 'TRANSLATED',
      origin: 'MACHINE',
    });
    const history = await ok<{
      group: { keys: { nodes: { history: { kind: string; language: string }[] }[] } };
    }>(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(filter: { search: "a.empty" }, first: 1) { nodes { history { kind language } } } } }',
      { p: project.id, g: group.id },
    );
    expect(history.group.keys.nodes[0]?.history[0]).toEqual({ kind: 'value.pretranslated', language: 'de' });
  });

  it('leaves a value a person saved while the job ran as the person wrote it', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const [first, second] = await createKeys(t, cookies, group.id, [{ name: 'first' }, { name: 'second' }]);
    await setTranslation(t, cookies, { keyId: first?.id, language: 'en', text: 'First', expectedVersion: 0 });
    await setTranslation(t, cookies, {
      keyId: second?.id,
      language: 'en',
      text: 'Second',
      expectedVersion: 0,
    });
    meanwhile = async () => {
      await setTranslation(t, cookies, {
        keyId: first?.id,
        language: 'de',
        text: 'Erstens',
        expectedVersion: 0,
      });
    };
    const job = await start(cookies, project.id, { languages: ['de'], source: 'MACHINE' });
    expect(await finished(cookies, job.id)).toMatchObject({
      state: 'DONE',
      total: 2,
      written: 1,
      skipped: 1,
    });
    const values = await valuesOf(cookies, project.id, group.id);
    expect(values.get('first')).toMatchObject({ text: 'Erstens', origin: 'HUMAN' });
    expect(values.get('second')).toMatchObject({ text: '[DE] Second', origin: 'MACHINE' });
  });

  it('reads a job whose server died as FAILED', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const [dead] = await t.database.db
      .insert(jobs)
      .values({
        projectId: project.id,
        kind: 'pretranslate',
        state: 'RUNNING',
        heartbeatAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const read = await ok<{ job: JobAnswer }>(
      t,
      cookies,
      `query ($id: ID!) { job(id: $id) { ${jobFields} } }`,
      {
        id: dead?.id,
      },
    );
    expect(read.job).toMatchObject({ state: 'FAILED', error: 'The server running this job stopped.' });
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, dead?.id ?? ''));
    expect(row?.state).toBe('FAILED');
  });

  it('cancels an unfinished job; a finished one stays as it ended', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const [queued] = await t.database.db
      .insert(jobs)
      .values({ projectId: project.id, kind: 'pretranslate', state: 'RUNNING' })
      .returning();
    const cancel = 'mutation ($id: ID!) { cancelJob(id: $id) { state finishedAt } }';
    const answer = await ok<{ cancelJob: { state: string; finishedAt: string | null } }>(t, cookies, cancel, {
      id: queued?.id,
    });
    expect(answer.cancelJob.state).toBe('CANCELLED');
    expect(answer.cancelJob.finishedAt).not.toBeNull();
    const again = await ok<{ cancelJob: { state: string } }>(t, cookies, cancel, { id: queued?.id });
    expect(again.cancelJob.state).toBe('CANCELLED');
  });

  it('fails with the plan limit as its reason, writing nothing past it', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'long' }]);
    await setTranslation(t, cookies, {
      keyId: key?.id,
      language: 'en',
      text: 'x'.repeat(5000),
      expectedVersion: 0,
    });
    const { viewer } = await ok<{ viewer: { id: string } }>(t, cookies, '{ viewer { id } }');
    await t.database.db
      .insert(machineUsage)
      .values({ accountId: viewer.id, month: usageMonth(new Date()), characters: 16_000 });
    const job = await start(cookies, project.id, { languages: ['de'], source: 'MACHINE' });
    const ended = await finished(cookies, job.id);
    expect(ended).toMatchObject({ state: 'FAILED', written: 0 });
    expect(ended.error).toMatch(/machine translation characters a month/);
  });

  it('refuses the base language, an unknown provider and a minimum outside 0.5..1, with nothing started', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    for (const [input, field] of [
      [{ languages: ['en'], source: 'MACHINE' }, 'languages'],
      [{ languages: ['xx'], source: 'MACHINE' }, 'languages'],
      [{ languages: ['de'], source: 'MACHINE', provider: 'google' }, 'provider'],
      [{ languages: ['de'], source: 'MACHINE', minSimilarity: 0.2 }, 'minSimilarity'],
    ] as const) {
      const answer = await gql(t, cookies, pretranslateMutation, { p: project.id, i: input });
      expect(answer.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect((answer.errors?.[0]?.extensions as { field?: string } | undefined)?.field).toBe(field);
    }
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.projectId, project.id));
    expect(rows).toEqual([]);
  });
});
