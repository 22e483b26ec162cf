import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { createOutbox } from '../../src/mail/outbox.ts';
import { CapturingTransport } from '../helpers/test-app.ts';

/** A database whose every call fails the way node-postgres does while PostgreSQL is gone. */
const unreachable = new Proxy({} as Database, {
  get: () => () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  },
});

describe('the outbox while PostgreSQL is gone', () => {
  it('does not log an error every round: the outage is logged once where the connection is lost', async () => {
    const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const outbox = createOutbox({
      db: unreachable,
      transport: new CapturingTransport(),
      from: 'verba@example.test',
      log,
      now: () => new Date(),
    });
    await outbox.deliverPending();
    await outbox.deliverPending();
    expect(log.error).not.toHaveBeenCalled();
  });
});
