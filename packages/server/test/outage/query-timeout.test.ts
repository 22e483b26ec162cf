import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createProject, gql } from '../projects/graphql-client.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const timeoutAnswer = {
  error: 'This took the server too long, so it stopped. Please try again in a moment.',
  code: 'QUERY_TIMEOUT',
};

// Two tables become views that never answer in time. On PostgreSQL the pool's own statement_timeout
// (5 s, database.ts) stops them; PGlite enforces no statement_timeout, so there the view raises
// the very error PostgreSQL sends (57014 query_canceled).
const neverInTime = onPostgres
  ? sql.raw(`create function never_in_time() returns boolean language plpgsql as $$
      begin perform pg_sleep(30); return true; end $$`)
  : sql.raw(`create function never_in_time() returns boolean language plpgsql as $$
      begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`);

describe('a statement that runs into the statement timeout', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } },
    );
    account = await signedInAccount(t);
    // A view's condition is asked per row: each table needs one (sign-in wrote a security event).
    await createProject(t, account.cookies, 'Slow');
    await t.database.db.execute(neverInTime);
    for (const table of ['projects', 'security_events']) {
      await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_stored`));
      await t.database.db.execute(
        sql.raw(`create view ${table} as select * from ${table}_stored where never_in_time()`),
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers REST with 503 QUERY_TIMEOUT, not as an outage', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/security-log',
      cookies: account.cookies,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual(timeoutAnswer);
  }, 15_000);

  it('answers GraphQL with extensions.code QUERY_TIMEOUT', async () => {
    const answer = await gql(t, account.cookies, '{ viewer { projects { id name } } }');
    expect(answer.code).toBe('QUERY_TIMEOUT');
    expect(answer.errors?.[0]?.message).toBe(timeoutAnswer.error);
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TIMEOUT' });
  }, 15_000);

  it('neither marks the database unreachable nor logs an outage', async () => {
    expect(t.database.status.up).toBe(true);
    expect(logLines.join('\n')).not.toMatch(/unreachable/);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/info', cookies: account.cookies })).statusCode,
    ).toBe(200);
  });
});
