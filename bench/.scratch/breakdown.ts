import { randomBytes } from 'node:crypto';
import { print } from 'graphql';
import { GroupKeysDocument } from '../../packages/api-client/src/graphql/generated/graphql.ts';
import { buildApp } from '../../packages/server/src/app.ts';
import { openPostgres } from '../../packages/server/src/db/database.ts';
import { loadEnv } from '../../packages/server/src/env.ts';
import { keysOfGroup } from '../../packages/server/src/workspace/key-query.ts';
import { valuesOfPage } from '../../packages/server/src/workspace/page-values.ts';
import { seededEarlier } from '../support/editor-seed.ts';

const handle = await openPostgres(process.env.URL as string);
const seeded = await seededEarlier(handle.db);
const groupId = seeded.groupIds[5] as string;
const app = await buildApp({
  env: loadEnv({ APP_DIST_DIR: '/nonexistent/verba-dist', LOG_LEVEL: 'warn', DATABASE_URL: process.env.URL }),
  db: handle.db,
  mailTransport: { send: async () => {}, close: () => {} },
  secretKey: randomBytes(32),
});
await app.ready();
const med = async (name: string, f: () => Promise<unknown>) => {
  const t: number[] = [];
  for (let i = 0; i < 25; i++) {
    const s = performance.now();
    await f();
    if (i >= 5) t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  console.log(`${name.padEnd(30)} ${t[10]?.toFixed(1)} ms`);
};
const page = await keysOfGroup(handle.db, groupId, null, 100, null, new Map());
const ids = page.nodes.map((n) => n.id);
const payload = JSON.stringify({
  query: print(GroupKeysDocument),
  variables: { projectId: seeded.projectId, groupId, first: 100 },
});
let body = '';
for (let round = 0; round < 2; round++) {
  await med('keysOfGroup', () => keysOfGroup(handle.db, groupId, null, 100, null, new Map()));
  await med('valuesOfPage', () => valuesOfPage(handle.db, ids, null));
  await med('inject page', async () => {
    body = (
      await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        cookies: { verba_session: seeded.token },
        payload,
      })
    ).body;
  });
  const parsed = JSON.parse(body);
  await med('stringify', async () => JSON.stringify(parsed));
  await med('buffer', async () => Buffer.from(body));
}
console.log(body.length);
await app.close();
await handle.close();
