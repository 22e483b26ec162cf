import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProject } from '../../src/access/busy-projects.ts';
import { autoPublishRelease } from '../../src/releases/publish-service.ts';
import { createKey, withKey } from '../api-keys/api-key-client.ts';
import { goodPassword, post } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyAndWait, preview } from '../imports/import-client.ts';
import { createGroup, gql } from '../projects/graphql-client.ts';
import { member, person } from '../teams/team-client.ts';
import { createKeys, ok, setTranslation, workspace } from '../workspace/workspace-client.ts';
import {
  cdnGet,
  cdnPath,
  createDistribution,
  type DistributionAnswer,
  publish,
  publishMutation,
} from './release-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A project (en; fr, de) whose group `common` has `hello` in English and German, and `bye` in English. */
async function project() {
  const { cookies, project, group } = await workspace(t);
  const [hello, bye] = await createKeys(t, cookies, group.id, [{ name: 'hello' }, { name: 'bye' }]);
  const keyId = (hello as { id: string }).id;
  await setTranslation(t, cookies, { keyId, language: 'en', text: 'Hello', expectedVersion: 0 });
  await setTranslation(t, cookies, { keyId, language: 'de', text: 'Hallo', expectedVersion: 0 });
  await setTranslation(t, cookies, {
    keyId: (bye as { id: string }).id,
    language: 'en',
    text: 'Bye',
    expectedVersion: 0,
  });
  return { cookies, project, group, helloId: keyId };
}

describe('a release on /cdn', () => {
  let distribution: DistributionAnswer;
  let groupId: string;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    const made = await project();
    const p = made.project;
    cookies = made.cookies;
    groupId = made.group.id;
    distribution = await createDistribution(t, cookies, p.id);
    expect(distribution.current).toBeNull();
    expect(distribution.states).toEqual(['TRANSLATED', 'REVIEWED']);
    expect(distribution.url).toMatch(/\/cdn\/[A-Za-z0-9_-]{22}$/);
    const release = await publish(t, cookies, distribution.id);
    expect(release).toMatchObject({ number: 1, publishedBy: 'Ada Lovelace', keyCount: 2 });
    expect(release.languages.sort()).toEqual(['de', 'en', 'fr']);
  });

  it('serves a group file as the export writes it, public, cacheable and for any origin', async () => {
    const response = await cdnGet(t, cdnPath(distribution, 'de/common.json'), {
      origin: 'https://app.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Hallo' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    // Byte for byte the export's file of that group and language.
    const english = await cdnGet(t, cdnPath(distribution, 'en/common.json'));
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${groupId}/export/en.json`,
      cookies,
    });
    expect(exported.statusCode).toBe(200);
    expect(english.body).toBe(exported.body);
    expect(english.json()).toEqual({ bye: 'Bye', hello: 'Hello' });
  });

  it('answers 304 to If-None-Match with the ETag', async () => {
    const path = cdnPath(distribution, 'de/common.json');
    const first = await cdnGet(t, path);
    const again = await cdnGet(t, path, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await cdnGet(t, path, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('sends brotli or gzip made at publish, as Accept-Encoding allows', async () => {
    const path = cdnPath(distribution, 'en/common.json');
    const br = await cdnGet(t, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({
      bye: 'Bye',
      hello: 'Hello',
    });
    const gz = await cdnGet(t, path, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ bye: 'Bye', hello: 'Hello' });
    const plain = await cdnGet(t, path, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('has a manifest of the release', async () => {
    const response = await cdnGet(t, cdnPath(distribution, 'manifest.json'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const manifest = response.json() as {
      release: number;
      publishedAt: string;
      languages: string[];
      groups: string[];
    };
    expect(manifest).toMatchObject({ release: 1, groups: ['common'] });
    expect(manifest.languages.sort()).toEqual(['de', 'en', 'fr']);
    expect(Number.isNaN(Date.parse(manifest.publishedAt))).toBe(false);
  });

  it('answers 404 JSON for an unknown token, language or group, and any other /cdn path', async () => {
    const unknown = [
      '/cdn/AAAAAAAAAAAAAAAAAAAAAA/de/common.json',
      '/cdn/short/de/common.json',
      cdnPath(distribution, 'xx/common.json'),
      cdnPath(distribution, 'de/nothing.json'),
      cdnPath(distribution, 'de/common.txt'),
      '/cdn/AAAAAAAAAAAAAAAAAAAAAA/manifest.json',
    ];
    for (const path of unknown) {
      const response = await cdnGet(t, path, { accept: 'text/html,application/json' });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
      expect(response.headers['access-control-allow-origin'], path).toBe('*');
    }
    // A path no /cdn route takes is a JSON 404 too, never the app's page.
    const deeper = await cdnGet(t, cdnPath(distribution, 'de/common/more.json'), { accept: 'text/html' });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });
});

describe('releases', () => {
  it('are snapshots: an edit shows only after the next publish', async () => {
    const { cookies, project: p, helloId } = await project();
    const distribution = await createDistribution(t, cookies, p.id);
    await publish(t, cookies, distribution.id);
    const path = cdnPath(distribution, 'de/common.json');
    const first = await cdnGet(t, path);
    expect(first.json()).toEqual({ hello: 'Hallo' });
    await setTranslation(t, cookies, {
      keyId: helloId,
      language: 'de',
      text: 'Guten Tag',
      expectedVersion: 1,
    });
    expect((await cdnGet(t, path)).json()).toEqual({ hello: 'Hallo' });
    expect((await publish(t, cookies, distribution.id)).number).toBe(2);
    const second = await cdnGet(t, path);
    expect(second.json()).toEqual({ hello: 'Guten Tag' });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((await cdnGet(t, path, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(200);
  });

  it('ship the states the distribution names: TRANSLATED and REVIEWED by default', async () => {
    const { cookies, project: p, helloId } = await project();
    await setTranslation(t, cookies, {
      keyId: helloId,
      language: 'fr',
      text: 'Bonjour',
      expectedVersion: 0,
      state: 'REVIEWED',
    });
    const reviewed = await createDistribution(t, cookies, p.id, { name: 'Reviewed', states: ['REVIEWED'] });
    const everything = await createDistribution(t, cookies, p.id, { name: 'Default' });
    await publish(t, cookies, reviewed.id);
    await publish(t, cookies, everything.id);
    expect((await cdnGet(t, cdnPath(reviewed, 'fr/common.json'))).json()).toEqual({ hello: 'Bonjour' });
    expect((await cdnGet(t, cdnPath(reviewed, 'de/common.json'))).json()).toEqual({});
    expect((await cdnGet(t, cdnPath(everything, 'de/common.json'))).json()).toEqual({ hello: 'Hallo' });
  });

  it('hold each file byte for byte as the export writes it: shapes, empty values, plurals, imported layouts', async () => {
    const { cookies, project: p, group } = await project();
    const shaped = await createGroup(t, cookies, p.id, 'shaped');
    await ok(
      t,
      cookies,
      'mutation ($g: ID!) { updateFileShape(groupId: $g, input: { structure: FLAT, emptyValues: EMPTY_STRING, indent: "    ", escapeNonAscii: true }) { id } }',
      { g: shaped.id },
    );
    const [items] = await createKeys(t, cookies, shaped.id, [
      { name: 'items', plural: true },
      { name: 'a.b' },
    ]);
    await setTranslation(t, cookies, {
      keyId: (items as { id: string }).id,
      language: 'de',
      forms: [
        { category: 'one', text: 'ein Ding' },
        { category: 'other', text: '{{count}} Dinge' },
      ],
      expectedVersion: 0,
    });
    // An imported file keeps its order and layout in the export; the release must keep it too.
    const imported = await preview(t, cookies, p.id, {
      'fr/common.json': '{\n  "hello": "Bonjour",\n\n  "bye": "Salut"\n}\n',
      'fr/shaped.json': '{\n    "a.b": "ab"\n}\n',
    });
    expect((await applyAndWait(t, cookies, imported.id)).status).toBe('done');
    // Keys in no imported file (`later`, made since; `items`, made before) are `""` in French's too.
    await createKeys(t, cookies, shaped.id, [{ name: 'later' }]);
    const distribution = await createDistribution(t, cookies, p.id);
    await publish(t, cookies, distribution.id);
    for (const language of ['en', 'de', 'fr']) {
      for (const [groupId, name] of [
        [group.id, 'common'],
        [shaped.id, 'shaped'],
      ]) {
        const exported = await t.app.inject({
          method: 'GET',
          url: `/api/groups/${groupId}/export/${language}.json`,
          cookies,
        });
        expect(exported.statusCode).toBe(200);
        const served = await cdnGet(t, cdnPath(distribution, `${language}/${name}.json`));
        expect(served.body, `${language}/${name}`).toBe(exported.body);
      }
    }
    // What the comparison covers: the imported values, the shape's indent, plural forms, empty values.
    expect((await cdnGet(t, cdnPath(distribution, 'fr/common.json'))).json()).toEqual({
      bye: 'Salut',
      hello: 'Bonjour',
    });
    const shapedGerman = (await cdnGet(t, cdnPath(distribution, 'de/shaped.json'))).body;
    expect(shapedGerman).toContain('\n    "a.b": ""');
    expect(shapedGerman).toContain('"items_other": "{{count}} Dinge"');
    expect((await cdnGet(t, cdnPath(distribution, 'fr/shaped.json'))).json()).toEqual({
      'a.b': 'ab',
      items_many: '',
      items_one: '',
      items_other: '',
      later: '',
    });
  });

  it('refuse bad input with the field', async () => {
    const { cookies, project: p } = await project();
    const empty = await gql(
      t,
      cookies,
      'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: " " }) { id } }',
      { p: p.id },
    );
    expect(empty.code).toBe('BAD_USER_INPUT');
    const noStates = await gql(
      t,
      cookies,
      'mutation ($p: ID!) { createDistribution(projectId: $p, input: { name: "x", states: [] }) { id } }',
      { p: p.id },
    );
    expect(noStates.code).toBe('BAD_USER_INPUT');
    expect(noStates.errors?.[0]?.extensions).toMatchObject({ field: 'states' });
    expect((await gql(t, cookies, publishMutation, { d: 'not-an-id' })).code).toBe('NOT_FOUND');
  });

  it('end with their distribution: its token is 404 at once, even where its files were served', async () => {
    const { cookies, project: p } = await project();
    const distribution = await createDistribution(t, cookies, p.id);
    await publish(t, cookies, distribution.id);
    const path = cdnPath(distribution, 'de/common.json');
    expect((await cdnGet(t, path)).statusCode).toBe(200);
    await ok(t, cookies, 'mutation ($id: ID!) { deleteDistribution(id: $id) }', { id: distribution.id });
    expect((await cdnGet(t, path)).statusCode).toBe(404);
    expect((await cdnGet(t, cdnPath(distribution, 'manifest.json'))).statusCode).toBe(404);
  });

  it('end with their project or its owner’s account: the token is 404 at once, not after a revalidation', async () => {
    const served = async () => {
      const { cookies, project: p } = await project();
      const distribution = await createDistribution(t, cookies, p.id);
      await publish(t, cookies, distribution.id);
      const path = cdnPath(distribution, 'de/common.json');
      expect((await cdnGet(t, path)).statusCode).toBe(200);
      return { cookies, p, path };
    };
    const byProject = await served();
    await ok(t, byProject.cookies, 'mutation ($id: ID!) { deleteProject(id: $id) }', { id: byProject.p.id });
    expect((await cdnGet(t, byProject.path)).statusCode).toBe(404);
    const byAccount = await served();
    const erased = await post(t, '/api/auth/setup/delete', { password: goodPassword }, byAccount.cookies);
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await cdnGet(t, byAccount.path)).statusCode).toBe(404);
  });

  it('are written one after the other when a publish is asked for while another is being written', async () => {
    const { cookies, project: p, group } = await project();
    await createKeys(
      t,
      cookies,
      group.id,
      Array.from({ length: 200 }, (_, index) => ({ name: `many.${index}` })),
    );
    await createGroup(t, cookies, p.id, 'other');
    const distribution = await createDistribution(t, cookies, p.id);
    const [first, second] = await Promise.all([
      gql(t, cookies, publishMutation, { d: distribution.id }),
      gql(t, cookies, publishMutation, { d: distribution.id }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    const numbers = [first, second].map(
      (answer) => (answer.data as { publishRelease: { number: number } }).publishRelease.number,
    );
    expect(numbers.sort()).toEqual([1, 2]);
    const manifest = (await cdnGet(t, cdnPath(distribution, 'manifest.json'))).json() as {
      release: number;
      groups: string[];
    };
    expect(manifest.release).toBe(2);
    expect(manifest.groups).toEqual(['common', 'other']);
    const { project: read } = await ok<{ project: { distributions: DistributionAnswer[] } }>(
      t,
      cookies,
      'query ($p: ID!) { project(id: $p) { distributions { current { number keyCount } } } }',
      { p: p.id },
    );
    expect(read.distributions[0]?.current).toEqual({ number: 2, keyCount: 202 });
  });
});

describe('who may manage releases', () => {
  it('MANAGER and OWNER; a translator is FORBIDDEN, a stranger NOT_FOUND; every member reads them', async () => {
    const { cookies, project: p } = await project();
    const distribution = await createDistribution(t, cookies, p.id);
    const manager = await member(t, cookies, p.id, 'MANAGER');
    expect((await publish(t, manager.cookies, distribution.id)).number).toBe(1);
    const translator = await member(t, cookies, p.id, 'TRANSLATOR', ['de']);
    expect((await gql(t, translator.cookies, publishMutation, { d: distribution.id })).code).toBe(
      'FORBIDDEN',
    );
    const { project: read } = await ok<{ project: { distributions: DistributionAnswer[] } }>(
      t,
      translator.cookies,
      'query ($p: ID!) { project(id: $p) { distributions { url current { number publishedBy } } } }',
      { p: p.id },
    );
    expect(read.distributions).toEqual([
      { url: distribution.url, current: { number: 1, publishedBy: 'manager Tester' } },
    ]);
    const stranger = await person(t, 'stranger');
    expect((await gql(t, stranger.cookies, publishMutation, { d: distribution.id })).code).toBe('NOT_FOUND');
    const deleting = await gql(t, stranger.cookies, 'mutation ($id: ID!) { deleteDistribution(id: $id) }', {
      id: distribution.id,
    });
    expect(deleting.code).toBe('NOT_FOUND');
  });

  it('an API key with WRITE may publish (a CI job after its push); one with READ only may not', async () => {
    const { cookies, project: p } = await project();
    const distribution = await createDistribution(t, cookies, p.id);
    const writer = await createKey(t, cookies, p.id, ['WRITE']);
    const reader = await createKey(t, cookies, p.id, ['READ']);
    const publishWith = async (secret: string) =>
      (
        await withKey(t, secret, {
          method: 'POST',
          url: '/api/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: publishMutation, variables: { d: distribution.id } }),
        })
      ).json() as {
        data: { publishRelease: { number: number } } | null;
        errors?: { extensions: { code: string } }[];
      };
    expect((await publishWith(writer.secret)).data?.publishRelease.number).toBe(1);
    expect((await publishWith(reader.secret)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('auto-publish', () => {
  let fast: TestApp;
  beforeAll(async () => {
    fast = await createTestApp({}, { autoPublish: { debounceMs: 2000, sweepMs: 100 } });
  });
  afterAll(() => fast.close());

  it('cuts one release within 10 s of the last of several changes', async () => {
    const { cookies, project: p, group } = await workspace(fast);
    const [key] = await createKeys(fast, cookies, group.id, [{ name: 'title' }]);
    const keyId = (key as { id: string }).id;
    const distribution = await createDistribution(fast, cookies, p.id, { name: 'Live', autoPublish: true });
    const manual = await createDistribution(fast, cookies, p.id, { name: 'By hand' });
    for (const [version, text] of ['Eins', 'Zwei', 'Drei'].entries()) {
      await setTranslation(fast, cookies, { keyId, language: 'de', text, expectedVersion: version });
    }
    const changedAt = Date.now();
    const path = cdnPath(distribution, 'de/common.json');
    let body: unknown;
    while (Date.now() - changedAt < 10_000) {
      const response = await cdnGet(fast, path);
      if (response.statusCode === 200) {
        body = response.json();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now() - changedAt).toBeLessThan(10_000);
    expect(body).toEqual({ title: 'Drei' });
    // Quiet for a while after: the burst made exactly one release, and the other distribution none.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { project: read } = await ok<{ project: { distributions: DistributionAnswer[] } }>(
      fast,
      cookies,
      'query ($p: ID!) { project(id: $p) { distributions { id current { number publishedBy } } } }',
      { p: p.id },
    );
    expect(read.distributions).toEqual([
      { id: distribution.id, current: { number: 1, publishedBy: null } },
      { id: manual.id, current: null },
    ]);
  });

  it('cuts no release of a project an import is writing in steps, and cuts it once the import ends', async () => {
    const { cookies, project: p, group } = await workspace(fast);
    await createKeys(fast, cookies, group.id, [{ name: 'title' }]);
    const distribution = await createDistribution(fast, cookies, p.id, { name: 'Live' });
    const reopen = closeProject(p.id);
    const emit = () => undefined;
    await expect(autoPublishRelease(fast.database.db, distribution.id, emit)).rejects.toMatchObject({
      code: 'PROJECT_BUSY',
    });
    reopen();
    await autoPublishRelease(fast.database.db, distribution.id, emit);
    const { project: read } = await ok<{ project: { distributions: DistributionAnswer[] } }>(
      fast,
      cookies,
      'query ($p: ID!) { project(id: $p) { distributions { id current { number publishedBy } } } }',
      { p: p.id },
    );
    expect(read.distributions).toEqual([{ id: distribution.id, current: { number: 1, publishedBy: null } }]);
  });
});
