import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyWith, type MatchAnswer, memoryProject, memoryQuery } from '../aids/memory-client.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, gql } from '../projects/graphql-client.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import { applyImport, preview, status } from './import-client.ts';

// On the embedded database an apply writes in steps, each a transaction of its own (apply-steps.ts):
// other calls are served between two, its project answers PROJECT_BUSY until the import ends, and
// then holds all of it. On PostgreSQL it is one transaction, which other connections read around.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const keyCount = `query ($projectId: ID!, $id: ID!) {
  group(projectId: $projectId, id: $id) { keys(first: 1) { totalCount } } }`;
const createKey = 'mutation ($g: ID!) { createKeys(groupId: $g, input: [{ name: "beside" }]) { id } }';

const manyKeys = (count: number, text: string) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, n) => [`key${n}`, `${text} ${n}`])));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe.skipIf(onPostgres)('an apply on the embedded database', () => {
  it('serves other calls between its steps, keeps its project closed to them, and opens it whole', async () => {
    const { cookies, project, group } = await workspace(t, ['fr']);
    await ok(t, cookies, changePlanMutation, { planId: 'business' });
    const other = await signedInAccount(t);
    // Another project of the same account, whose key asks translation memory for a text the import brings.
    const elsewhere = await memoryProject(t, cookies, 'Elsewhere');
    await keyWith(t, cookies, elsewhere.groupId, { name: 'probe', values: { en: 'Text 5' } });
    const memory = async () => {
      const data = await ok<{ group: { keys: { nodes: { memory: MatchAnswer[] }[] } } }>(
        t,
        cookies,
        memoryQuery,
        {
          p: elsewhere.projectId,
          g: elsewhere.groupId,
          name: 'probe',
          language: 'fr',
        },
      );
      return data.group.keys.nodes[0]?.memory ?? [];
    };
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': manyKeys(8000, 'Text'),
      'fr/common.json': manyKeys(8000, 'Text fr'),
    });
    expect((await applyImport(t, cookies, answer.id)).statusCode).toBe(202);
    // Once some steps are written:
    for (;;) {
      const now = await status(t, cookies, answer.id);
      expect(now.status).toBe('applying');
      if (now.progress.done > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const [otherAccount, read, write, exported, matches] = await Promise.all([
      gql(t, other.cookies, '{ viewer { projects { id } } }'),
      gql(t, cookies, keyCount, { projectId: project.id, id: group.id }),
      gql(t, cookies, createKey, { g: group.id }),
      t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/export`, cookies }),
      memory(),
    ]);
    expect(otherAccount.errors).toBeUndefined();
    expect(matches).toEqual([]);
    expect(read.code).toBe('PROJECT_BUSY');
    expect(write.code).toBe('PROJECT_BUSY');
    expect(exported.statusCode, exported.body).toBe(409);
    expect(exported.headers['retry-after']).toBe('5');
    // All five were answered while it applied, not after it.
    expect((await status(t, cookies, answer.id)).status).toBe('applying');

    for (;;) {
      const now = await status(t, cookies, answer.id);
      if (now.status !== 'applying') {
        expect(now.status, now.error ?? '').toBe('done');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const after = await ok<{ group: { keys: { totalCount: number } } }>(t, cookies, keyCount, {
      projectId: project.id,
      id: group.id,
    });
    expect(after.group.keys.totalCount).toBe(8000);
    expect((await memory())[0]).toMatchObject({ text: 'Text fr 5', similarity: 1, projectName: 'App' });
    expect((await gql(t, cookies, createKey, { g: group.id })).errors).toBeUndefined();
  });
});
