import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database, DatabaseHandle } from '../../src/db/database.ts';
import { loadEnv } from '../../src/env.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { CapturingTransport, type TestApp } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { createGroup, createProject, gql } from './graphql-client.ts';

// Counts the statements sent to the database driver (PGlite or a pg Pool), so the dashboard's
// query count can be checked; prepared queries are counted when they run, not when they are built.
let queries = 0;
function countQueries(db: Database): void {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    queries += 1;
    return query(...args);
  };
}

let database: DatabaseHandle;
let app: FastifyInstance;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  countQueries(database.db);
  const mail = new CapturingTransport();
  app = await buildApp({
    env: loadEnv({ APP_DIST_DIR: '/nonexistent/verba-dist' }),
    db: database.db,
    mailTransport: mail,
  });
  await app.ready();
  t = {
    app,
    database,
    mail,
    mailsTo: async (to: string) => {
      await app.outbox.deliverPending();
      return mail.sent.filter((sent) => sent.to === to);
    },
  } as unknown as TestApp;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const dashboard =
  '{ viewer { projectsOwned subscription { plan { name } } projects { name groups { name } } } }';

describe('the dashboard query', () => {
  it('reads a fixed number of times, however many projects and groups there are', async () => {
    const { cookies } = await signedInAccount(t);
    await gql(t, cookies, 'mutation { changePlan(planId: "business") { since } }');
    const project = await createProject(t, cookies, 'P0');
    await createGroup(t, cookies, project.id, 'G');
    queries = 0;
    await gql(t, cookies, dashboard);
    const withOne = queries;

    for (let index = 1; index < 12; index++) {
      const more = await createProject(t, cookies, `P${index}`);
      for (const name of ['G1', 'G2', 'G3']) await createGroup(t, cookies, more.id, name);
    }
    queries = 0;
    const answer = await gql(t, cookies, dashboard);
    expect(answer.data).toMatchObject({ viewer: { projects: expect.any(Array) } });
    expect((answer.data as { viewer: { projects: unknown[] } }).viewer.projects).toHaveLength(12);
    expect(queries).toBe(withOne);
    expect(queries).toBeLessThanOrEqual(2);
  });
});
