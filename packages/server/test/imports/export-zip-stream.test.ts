import { once } from 'node:events';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportOptions } from '../../src/exports/export-service.ts';
import { exportZip } from '../../src/exports/export-zip.ts';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup } from '../projects/graphql-client.ts';
import { workspace } from '../workspace/workspace-client.ts';

// The zip is read from the database one file at a time, as the client takes it: these groups have
// no values, so each file is `{}`, and what counts is how many files the stream asked for.
let t: TestApp;
let queries: { count: number };
const groups: { id: string; name: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const { cookies, project } = await workspace(t, ['de']);
  for (let index = 0; index < 40; index++) {
    groups.push(await createGroup(t, cookies, project.id, `group-${index}`));
  }
  queries = countQueries(t.database.db);
});
afterAll(() => t.close());
const options: ExportOptions = { languages: null, structure: 'nested', states: ['TRANSLATED'] };

describe('the export zip stream', () => {
  it('writes a file per group and language', async () => {
    const chunks: Buffer[] = [];
    const stream = exportZip(t.database.db, groups, ['en', 'de'], options);
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    await once(stream, 'end');
    const files = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(files)).toHaveLength(80);
    expect(new TextDecoder().decode(files['de/group-39.json'])).toBe('{}\n');
  });

  it('stops reading the database when the download is given up', async () => {
    const before = queries.count;
    const stream = exportZip(t.database.db, groups, ['en', 'de'], options);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // At most the file already asked for (its shape, layouts and values); without the check, all 80.
    expect(queries.count - before).toBeLessThanOrEqual(3);
  });
});
