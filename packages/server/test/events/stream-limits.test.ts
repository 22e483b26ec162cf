import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import { createEventLog } from '../../src/events/event-log.ts';
import type { ProjectEvent } from '../../src/events/project-event.ts';
import { createProjectStreams, type OpenStream } from '../../src/events/project-streams.ts';
import { streamLimits } from '../../src/events/stream-limits.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Cookies } from '../teams/team-client.ts';
import { type StreamingProject, streamingProject } from './event-stream-client.ts';

const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A stream whose client reads nothing: every byte written stays unsent. */
function stalledStream(accountId = 'a') {
  const chunks: string[] = [];
  let unsent = 0;
  let ended = false;
  const stream: OpenStream = {
    projectId: 'p',
    accountId,
    credential: { kind: 'apiKey', keyId: 'k' },
    write(chunk) {
      chunks.push(chunk);
      unsent += chunk.length;
    },
    unsent: () => unsent,
    end() {
      ended = true;
    },
  };
  return { stream, chunks, ended: () => ended };
}

/** A process's streams on a bus of its own; no statement runs (the heartbeat is not due). */
function processStreams(limits: Partial<typeof streamLimits> = {}) {
  const bus = createEventBus({ log });
  const streams = createProjectStreams({} as Database, bus, log, { limits });
  return { bus, streams, close: () => streams.close() };
}

const values = (count: number, text = 'A translated text') =>
  Array.from({ length: count }, (_, index) => ({ keyId: `k${index}`, language: 'de', text }));

describe('a stream whose client stops reading', () => {
  it('ends once more than 1 MiB waits for it, and gets nothing after', () => {
    const { bus, streams, close } = processStreams();
    const stalled = stalledStream();
    streams.add(stalled.stream);
    let batches = 0;
    while (!stalled.ended() && batches < 100) {
      bus.emit('p', 'translation', values(500));
      batches += 1;
    }
    expect(stalled.ended()).toBe(true);
    const written = stalled.chunks.length;
    bus.emit('p', 'translation', values(10));
    expect(stalled.chunks).toHaveLength(written);
    expect(streams.count).toBe(0);
    close();
  });

  it('gets `reset` for a batch bigger than it may hold, with the batch’s last id, and stays open', () => {
    const { bus, streams, close } = processStreams();
    const reader = stalledStream();
    streams.add(reader.stream);
    bus.emit('p', 'translation', values(1000, 'x'.repeat(2000)));
    expect(reader.ended()).toBe(false);
    expect(reader.chunks).toHaveLength(1);
    expect(reader.chunks[0]).toMatch(/^id: \d+-\w+\nevent: reset\ndata: \{\}\n\n$/);
    close();
  });
});

describe('the number of streams', () => {
  it('is capped per process, with 429 TOO_MANY_STREAMS past it', () => {
    const { streams, close } = processStreams({ perProcess: 3 });
    for (const account of ['a', 'b', 'c']) {
      streams.admit(account);
      streams.add(stalledStream(account).stream);
    }
    expect(() => streams.admit('d')).toThrow(expect.objectContaining({ code: 'TOO_MANY_STREAMS' }));
    close();
  });
});

describe('the replay log', () => {
  it('keeps at most its bytes, dropping the oldest batches first', () => {
    const log = createEventLog({ maxBytes: 20_000 });
    const ids: string[] = [];
    for (let batch = 0; batch < 100; batch += 1) {
      const events: ProjectEvent[] = [0, 1].map((index) => ({
        id: `${Date.now()}-test${batch}x${index}`,
        projectId: 'p',
        event: 'translation',
        data: { text: 'y'.repeat(200) },
      }));
      ids.push((events[1] as ProjectEvent).id);
      log.add(events);
    }
    expect(log.bytes).toBeLessThanOrEqual(20_000);
    expect(log.bytes).toBeGreaterThan(15_000);
    expect(log.since('p', ids[0] as string)).toBeNull();
    expect(log.since('p', ids[97] as string)?.map((event) => event.id)).toEqual([
      `${ids[98]?.replace(/x1$/, 'x0')}`,
      ids[98],
      `${ids[99]?.replace(/x1$/, 'x0')}`,
      ids[99],
    ]);
  });
});

describe('streams and presence over HTTP', () => {
  let t: TestApp;
  let base: string;
  let owner: Cookies;
  let projectId: string;
  let groupId: string;
  let streaming: StreamingProject;

  beforeAll(async () => {
    streaming = await streamingProject();
    ({ t, base, projectId, groupId } = streaming);
    owner = streaming.owner.cookies;
  });
  afterAll(() => streaming.close());

  it('holds 20 streams an account, and answers 429 {error, code} to the 21st', async () => {
    for (let index = 0; index < streamLimits.perAccount; index += 1) {
      const reader = await streaming.stream(owner);
      expect(reader.status).toBe(200);
    }
    const refused = await fetch(`${base}/api/projects/${projectId}/events`, {
      headers: { cookie: `verba_session=${owner.verba_session}` },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.any(String), code: 'TOO_MANY_STREAMS' });
  });

  it('takes 30 presence pings in 30 s from an account, and refuses the next with RATE_LIMITED', async () => {
    const ping = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/presence`,
        headers: { 'content-type': 'application/json' },
        cookies: owner,
        payload: JSON.stringify({ groupId }),
      });
    for (let index = 0; index < streamLimits.presencePings; index += 1) {
      expect((await ping()).statusCode).toBe(200);
    }
    const refused = await ping();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
