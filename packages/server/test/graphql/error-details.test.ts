import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';

/** Makes every statement fail with a message that must never reach a caller in production. */
function breakable(db: Database) {
  const switchable = { on: false };
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    if (switchable.on) throw new Error('secret detail: relation "accounts" at 10.0.0.7');
    return query(...args);
  };
  return switchable;
}

let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  production = await createTestApp({ NODE_ENV: 'production' });
  development = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => {
  await production.close();
  await development.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function failingAnswer(t: TestApp) {
  const { cookies } = await signedInAccount(t);
  const broken = breakable(t.database.db);
  broken.on = true;
  try {
    return await gql(t, cookies, '{ viewer { id projects { id } } }');
  } finally {
    broken.on = false;
  }
}

describe('GraphQL error details', () => {
  // Yoga would take its dev mode from process.env.NODE_ENV; env.ts, the only reader of it, decides.
  it('never shows the original error or its stack when env.ts says production', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const answer = await failingAnswer(production);
    expect(answer.errors).toEqual([
      { message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/secret|stack|originalError/);
  });

  it('shows them in development, whatever process.env says', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const answer = await failingAnswer(development);
    expect(answer.code).toBe('INTERNAL_SERVER_ERROR');
    expect(answer.errors?.[0]?.extensions).toHaveProperty('originalError.stack');
  });
});
