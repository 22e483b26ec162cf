import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, setTranslation, workspace } from '../workspace/workspace-client.ts';
import { cdnPath, createDistribution, publish } from './release-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { unknownTokenLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

const guessed = () => `/cdn/${randomBytes(16).toString('base64url')}/de/common.json`;
const get = (url: string, address: string) => t.app.inject({ method: 'GET', url, remoteAddress: address });

describe('unknown /cdn tokens', () => {
  it('are throttled per address, with no lookup past the limit; known files and other addresses still served', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'title' }]);
    const keyId = (key as { id: string }).id;
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Titel', expectedVersion: 0 });
    const distribution = await createDistribution(t, cookies, project.id);
    await publish(t, cookies, distribution.id);
    const known = cdnPath(distribution, 'de/common.json');
    expect((await get(known, '203.0.113.9')).statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) expect((await get(guessed(), '198.51.100.7')).statusCode).toBe(404);
    const queries = countQueries(t.database.db);
    const refused = await get(guessed(), '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // Malformed tokens count as unknown too.
    expect((await get('/cdn/not-a-token/de/common.json', '198.51.100.7')).statusCode).toBe(429);
    expect(queries.count).toBe(0);

    // A file held in memory is served to the same address; another address still hears 404.
    expect((await get(known, '198.51.100.7')).statusCode).toBe(200);
    expect((await get(guessed(), '192.0.2.1')).statusCode).toBe(404);
  });
});
