import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PassThrough, startPassThrough, targetOf } from '../helpers/pass-through.ts';
import { freePort, type ServerProcess, spawnServer } from '../helpers/server-process.ts';
import { testSecretKey } from '../helpers/test-app.ts';
import { createPostgresDatabase } from '../helpers/test-database.ts';
import { eventually, timed } from '../helpers/timing.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

// The real process (main.ts) behind pass-throughs to PostgreSQL and Redis: it must outlive their
// outages, log each once, recover alone, and still stop within its grace period.
describe.runIf(databaseUrl && redisUrl)('a server process while its dependencies come and go', () => {
  let postgres: PassThrough;
  let redis: PassThrough;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerProcess;
  let origin: string;
  const ready = () => fetch(`${origin}/api/ready`);
  // What the server logged since a cut: on a loaded machine a first command can time out at start
  // and log an outage of its own, which is not the one a test counts.
  const logSince = (offset: number) => server.output().slice(offset);
  const signIn = () =>
    fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'not the password' }),
    });

  beforeAll(async () => {
    postgres = await startPassThrough(targetOf(databaseUrl ?? '', 5432));
    redis = await startPassThrough(targetOf(redisUrl ?? '', 6379));
    database = await createPostgresDatabase(databaseUrl ?? '');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawnServer({
      PORT: String(port),
      DATABASE_URL: postgres.url(database.url),
      REDIS_URL: redis.url(redisUrl ?? ''),
      SECRET_KEY: testSecretKey.toString('hex'),
    });
    await server.waitFor(/Verba serves/);
    await eventually(async () => (await ready()).status === 200, 5000);
  });
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all([postgres.close(), redis.close()]);
    await database.drop();
  });

  it('answers 503 without exiting while PostgreSQL is gone, logs it once, and recovers', async () => {
    const cutAt = server.output().length;
    await postgres.cut();
    for (let attempt = 0; attempt < 3; attempt++) {
      const { answer, ms } = await timed(signIn);
      expect(ms).toBeLessThan(2000);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    }
    expect((await ready()).status).toBe(503);
    expect(server.child.exitCode).toBeNull();
    expect(count(logSince(cutAt), /PostgreSQL is unreachable/)).toBe(1);

    await postgres.restore();
    await eventually(async () => (await ready()).status === 200, 10_000);
    expect((await signIn()).status).toBe(401);
    await eventually(async () => /PostgreSQL is reachable again/.test(logSince(cutAt)), 1000);
  });

  it('logs a Redis outage once however often it reconnects, and its end', async () => {
    const cutAt = server.output().length;
    await redis.cut();
    await eventually(async () => (await ready()).status === 503, 5000);
    expect((await signIn()).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(server.child.exitCode).toBeNull();
    expect(count(logSince(cutAt), /Redis is unreachable/), logSince(cutAt)).toBe(1);
    expect(server.output()).not.toMatch(/Unhandled error event/);

    await redis.restore();
    await eventually(async () => (await ready()).status === 200, 10_000);
    await eventually(async () => /Redis is reachable again/.test(logSince(cutAt)), 1000);
  });

  it('stops on SIGTERM within the grace period while both are gone', async () => {
    await Promise.all([postgres.cut(), redis.cut()]);
    expect((await signIn()).status).toBe(503);
    const { answer: code, ms } = await timed(async () => {
      server.child.kill('SIGTERM');
      return server.exited;
    });
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  });
});
