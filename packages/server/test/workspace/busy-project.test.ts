import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { workspace } from './workspace-client.ts';

const createKey = 'mutation ($g: ID!) { createKeys(groupId: $g, input: [{ name: "waited" }]) { id } }';

// An import's apply holds its project for seconds on PostgreSQL; a write that meets it is told the
// project is busy, instead of waiting into the statement timeout and hearing the database is gone.
// PGlite has a single connection, so nothing waits for a lock there.
describe.runIf(process.env.TEST_DATABASE_URL)('a write to a project another change holds', () => {
  let t: TestApp;
  let databaseUrl = '';
  let holder: pg.Client;
  beforeAll(async () => {
    t = await createTestApp({}, { routeDatabase: (url) => (databaseUrl = url) });
    holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await t.close();
  });

  it('answers PROJECT_BUSY to GraphQL and REST, and goes through once the project is free', async () => {
    const { cookies, project, group } = await workspace(t, []);
    await holder.query('begin');
    await holder.query('select id from projects where id = $1 for update', [project.id]);

    const started = Date.now();
    const [mutation, upload] = await Promise.all([
      gql(t, cookies, createKey, { g: group.id }),
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/imports?language=en&group=common`,
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: { hello: 'Hello' },
      }),
    ]);
    expect(mutation.errors?.[0]?.extensions).toMatchObject({ code: 'PROJECT_BUSY', retryAfter: 5 });
    expect(upload.statusCode, upload.body).toBe(409);
    expect(upload.json()).toMatchObject({ code: 'PROJECT_BUSY' });
    expect(upload.headers['retry-after']).toBe('5');
    // Refused at the lock timeout, before the statement timeout would call the database gone.
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    await holder.query('commit');
    const retried = await gql(t, cookies, createKey, { g: group.id });
    expect(retried.errors).toBeUndefined();
  });
});
