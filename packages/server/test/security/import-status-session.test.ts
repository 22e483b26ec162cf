import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as lease from '../../src/imports/apply-lease.ts';
import { post } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyImport, preview } from '../imports/import-client.ts';
import { workspace } from '../workspace/workspace-client.ts';

// Holds a started apply before it touches the database, so a sign-out can commit while it runs.
let openGate: () => void = () => {};
vi.mock('../../src/imports/apply-lease.ts', async (original) => {
  const actual = await original<typeof lease>();
  return {
    ...actual,
    takeApplyLock: vi.fn(async (...args: Parameters<typeof actual.takeApplyLock>) => {
      await new Promise<void>((resolve) => {
        openGate = resolve;
      });
      return actual.takeApplyLock(...args);
    }),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PGlite a sign-out cannot commit while an apply holds the one connection, so only processes
// sharing PostgreSQL can end a session under a running apply.
describe.skipIf(!process.env.TEST_DATABASE_URL)('import status after the session ended', () => {
  it('answers 401, not the running apply, to a session signed out meanwhile', async () => {
    const { cookies, project } = await workspace(t, []);
    const answer = await preview(t, cookies, project.id, { 'en/app.json': '{"a": "A"}' });
    const started = applyImport(t, cookies, answer.id);
    await vi.waitUntil(() => vi.mocked(lease.takeApplyLock).mock.calls.length > 0);
    expect((await post(t, '/api/auth/logout', {}, cookies)).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/imports/${answer.id}`, cookies });
    openGate();
    await started;
    expect(read.statusCode).toBe(401);
  });
});
