import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type Cookies, ok, workspace } from '../workspace/workspace-client.ts';
import {
  applyAndWait,
  applyImport,
  exportProject,
  lyingZip,
  options,
  preview,
  status,
  uploadJson,
  uploadZip,
  zipOf,
} from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const projectQuery = `query ($id: ID!) { project(id: $id) { keyCount languages { tag } groups { name } } }`;
const snapshot = (cookies: Cookies, id: string) => ok(t, cookies, projectQuery, { id });

const refusedAs = (
  response: { statusCode: number; json(): unknown },
  status: number,
  body: Record<string, unknown>,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject(body);
};

describe('bad imports are refused whole and leave the project as it was', () => {
  it('answers INVALID_FILE with the path for files that cannot be read', async () => {
    const { cookies, project } = await workspace(t, []);
    const before = await snapshot(cookies, project.id);
    const upload = (files: Record<string, string | Uint8Array>) =>
      uploadZip(t, cookies, project.id, zipOf(files));

    refusedAs(await uploadZip(t, cookies, project.id, Buffer.from('not a zip at all')), 400, {
      code: 'INVALID_FILE',
      path: 'upload.zip',
      error: 'This upload is not a zip archive.',
    });
    refusedAs(await upload({ 'en/common.json': '{\n  "a": "x",\n  "b": \n}' }), 400, {
      code: 'INVALID_FILE',
      path: 'en/common.json',
      line: 4,
      error: expect.stringContaining('line 4'),
    });
    // Arrays are kept (i18next returnObjects); a number inside one is refused, naming its path.
    refusedAs(await upload({ 'en/common.json': '{"a": {"b": [1, 2]}}' }), 400, {
      code: 'INVALID_FILE',
      error: expect.stringContaining('“a.b[0]” holds a number'),
      paths: ['a.b[0]'],
    });
    refusedAs(await upload({ 'en/common.json': '{"n": 5}' }), 400, {
      error: expect.stringContaining('a number'),
    });
    refusedAs(await upload({ 'en/common.json': '"text"' }), 400, { code: 'INVALID_FILE' });
    refusedAs(await upload({ '../en/common.json': '{}' }), 400, {
      code: 'INVALID_FILE',
      path: '../en/common.json',
    });
    refusedAs(await upload({ 'en/../../common.json': '{}' }), 400, { code: 'INVALID_FILE' });
    refusedAs(await upload({ 'klingon/common.json': '{}' }), 400, {
      code: 'INVALID_FILE',
      path: 'klingon/common.json',
    });
    refusedAs(await upload({ 'en/readme.txt': 'hi' }), 400, { code: 'INVALID_FILE', path: 'en/readme.txt' });
    refusedAs(await upload({ 'en.json': '{}' }), 400, { code: 'INVALID_FILE', path: 'en.json' });
    refusedAs(await upload({ 'en/common.json': new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]) }), 400, {
      code: 'INVALID_FILE',
      error: 'This file is not UTF-8 text.',
    });
    refusedAs(await upload({ 'en/common.json': '{}', 'a/en/common.json': '{}' }), 400, {
      code: 'INVALID_FILE',
    });
    refusedAs(await upload({ 'en/.json': '{}' }), 400, { code: 'INVALID_FILE' });

    refusedAs(await uploadJson(t, cookies, project.id, '{"a": ', 'language=en&group=common'), 400, {
      code: 'INVALID_FILE',
      line: 1,
    });
    expect(await snapshot(cookies, project.id)).toEqual(before);
  });

  it('refuses 6,000 entries and a zip bomb', { timeout: 90_000 }, async () => {
    const { cookies, project } = await workspace(t, []);
    const before = await snapshot(cookies, project.id);
    const upload = (files: Record<string, string | Uint8Array>) =>
      uploadZip(t, cookies, project.id, zipOf(files));
    const many = Object.fromEntries(Array.from({ length: 6000 }, (_, index) => [`en/g${index}.json`, '{}']));
    refusedAs(await upload(many), 400, {
      code: 'INVALID_FILE',
      error: expect.stringContaining('5,000 entries'),
    });

    // A zip bomb: 201 MiB of zeros packs into a few hundred KiB, and its header says 1 KiB.
    const bomb = lyingZip('en/common.json', new Uint8Array(201 * 1024 * 1024), 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    refusedAs(await uploadZip(t, cookies, project.id, bomb), 400, {
      code: 'INVALID_FILE',
      error: 'The archive unpacks to more than 200 MiB.',
    });

    expect(await snapshot(cookies, project.id)).toEqual(before);
  });

  it('refuses a 60 MiB upload, other media types and a bad query', async () => {
    const { cookies, project } = await workspace(t, []);
    const huge = Buffer.alloc(60 * 1024 * 1024, 0x20);
    refusedAs(await uploadZip(t, cookies, project.id, huge), 413, {
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The upload is too large (at most 50 MiB).',
    });
    const text = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/imports`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
      cookies,
    });
    expect(text.statusCode).toBe(415);
    // Only the import route takes a zip.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/zip' },
      payload: zipOf({ 'a.json': '{}' }),
    });
    expect(elsewhere.statusCode).toBe(415);
    refusedAs(await uploadJson(t, cookies, project.id, '{}', 'language=xx-unknown&group=common'), 400, {
      code: 'INVALID_INPUT',
      field: 'language',
    });
    refusedAs(await uploadJson(t, cookies, project.id, '{}', 'language=en'), 400, { field: 'group' });
    refusedAs(await exportProject(t, cookies, project.id, '?structure=tree'), 400, { field: 'structure' });
    refusedAs(await exportProject(t, cookies, project.id, '?states=DONE'), 400, { field: 'states' });
    refusedAs(await exportProject(t, cookies, project.id, '?languages=ja'), 400, { field: 'languages' });
    refusedAs(await exportProject(t, cookies, project.id, '?groups=nope'), 400, { field: 'groups' });
    const answer = await preview(t, cookies, project.id, { 'en/common.json': '{"a": "A"}' });
    refusedAs(await applyImport(t, cookies, answer.id, { overwrite: 'yes' }), 400, { code: 'INVALID_INPUT' });
  });

  it('refuses an import past the key limit whole', async () => {
    const { cookies, project } = await workspace(t, []);
    const before = await snapshot(cookies, project.id);
    const entries = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`k${index}`, 'x']));
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': JSON.stringify(entries),
      'de/new.json': '{"a": "b"}',
    });
    refusedAs(await applyImport(t, cookies, answer.id), 409, { code: 'PLAN_LIMIT_REACHED', keyLimit: 1000 });
    expect((await status(t, cookies, answer.id)).status).toBe('preview');
    expect(await snapshot(cookies, project.id)).toEqual(before);
  });

  it('answers 404 for another account’s project and import', async () => {
    const { cookies, project } = await workspace(t, []);
    const other = await signedInAccount(t);
    const answer = await preview(t, cookies, project.id, { 'en/common.json': '{"a": "A"}' });
    refusedAs(await uploadZip(t, other.cookies, project.id, zipOf({ 'en/common.json': '{}' })), 404, {
      code: 'NOT_FOUND',
    });
    refusedAs(await exportProject(t, other.cookies, project.id), 404, { code: 'NOT_FOUND' });
    const group = (
      await ok<{ project: { groups: { id: string }[] } }>(
        t,
        cookies,
        'query ($id: ID!) { project(id: $id) { groups { id } } }',
        { id: project.id },
      )
    ).project.groups[0];
    refusedAs(
      await t.app.inject({
        method: 'GET',
        url: `/api/groups/${group?.id}/export/en.json`,
        cookies: other.cookies,
      }),
      404,
      { code: 'NOT_FOUND' },
    );
    refusedAs(
      await t.app.inject({ method: 'GET', url: `/api/imports/${answer.id}`, cookies: other.cookies }),
      404,
      { code: 'NOT_FOUND' },
    );
    refusedAs(await applyImport(t, other.cookies, answer.id), 404, { code: 'NOT_FOUND' });
    refusedAs(
      await t.app.inject({
        method: 'POST',
        url: `/api/imports/${answer.id}/discard`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        cookies: other.cookies,
      }),
      404,
      { code: 'NOT_FOUND' },
    );
    refusedAs(await t.app.inject({ method: 'GET', url: '/api/imports/not-an-id', cookies }), 404, {
      code: 'NOT_FOUND',
    });
    refusedAs(await t.app.inject({ method: 'GET', url: `/api/imports/${answer.id}` }), 401, {
      code: 'UNAUTHENTICATED',
    });
    expect((await status(t, cookies, answer.id)).status).toBe('preview');
  });

  it('refuses applying twice, a discarded import and one older than 24 hours', async () => {
    const { cookies, project } = await workspace(t, []);
    const discard = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/imports/${id}/discard`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
        cookies,
      });

    const applied = await preview(t, cookies, project.id, { 'en/common.json': '{"a": "A"}' });
    expect((await applyAndWait(t, cookies, applied.id)).status).toBe('done');
    refusedAs(await applyImport(t, cookies, applied.id), 409, { code: 'IMPORT_CLOSED', status: 'done' });
    refusedAs(await discard(applied.id), 409, { code: 'IMPORT_CLOSED' });

    const discarded = await preview(t, cookies, project.id, { 'en/common.json': '{"b": "B"}' });
    refusedAs(await discard(discarded.id), 200, { success: true });
    expect((await status(t, cookies, discarded.id)).status).toBe('discarded');
    refusedAs(await applyImport(t, cookies, discarded.id), 409, {
      code: 'IMPORT_CLOSED',
      status: 'discarded',
    });

    const old = await preview(t, cookies, project.id, { 'en/common.json': '{"c": "C"}' });
    const before = await snapshot(cookies, project.id);
    t.clock.advance(24 * 3600_000 + 1000);
    refusedAs(await applyImport(t, cookies, old.id), 410, { code: 'IMPORT_EXPIRED' });
    expect(await snapshot(cookies, project.id)).toEqual(before);

    const twice = await preview(t, cookies, project.id, { 'en/common.json': '{"d": "D"}' });
    const [first, second] = await Promise.all([
      applyImport(t, cookies, twice.id, options),
      applyImport(t, cookies, twice.id, options),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([202, 409]);
  });
});
