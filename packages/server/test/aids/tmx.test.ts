import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTmx } from '../../src/memory/tmx-reader.ts';
import { createKey, withKey } from '../api-keys/api-key-client.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';
import { keyWith, type MatchAnswer, memoryProject, memoryQuery } from './memory-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const importMutation = `mutation ($id: ID!) { importMemory(uploadId: $id) { segments skipped issues { key code message } } }`;
const previewQuery = `query ($id: ID!) { memoryImportPreview(uploadId: $id) { segments skipped issues { key code message } sample { sourceLanguage source targetLanguage target } } }`;
const discardMutation = `mutation ($id: ID!) { discardMemoryUpload(uploadId: $id) }`;

function upload(cookies: Cookies, body: string | Buffer, contentType = 'application/x-tmx+xml') {
  return t.app.inject({
    method: 'POST',
    url: '/api/memory/uploads',
    headers: { 'content-type': contentType },
    payload: body,
    cookies,
  });
}

async function importTmx(cookies: Cookies, body: string) {
  const uploaded = await upload(cookies, body);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id } = uploaded.json() as { id: string };
  return (
    await ok<{
      importMemory: { segments: number; skipped: number; issues: { key: string | null; code: string }[] };
    }>(t, cookies, importMutation, { id })
  ).importMemory;
}

async function memoryOf(cookies: Cookies, on: { projectId: string; groupId: string }, name: string) {
  const data = await ok<{ group: { keys: { nodes: { name: string; memory: MatchAnswer[] }[] } } }>(
    t,
    cookies,
    memoryQuery,
    {
      p: on.projectId,
      g: on.groupId,
      name,
      language: 'fr',
    },
  );
  return data.group.keys.nodes.find((node) => node.name === name)?.memory ?? [];
}

const tmx = (units: string, header = 'srclang="en"') =>
  `<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header creationtool="t" creationtoolversion="1" segtype="sentence" o-tmf="t" adminlang="en" datatype="plaintext" ${header}/><body>${units}</body></tmx>`;

describe('TMX', () => {
  it('exports a project’s translated pairs and imports them into another account’s memory', async () => {
    const alice = await signedInAccount(t);
    const source = await memoryProject(t, alice.cookies, 'Source');
    await keyWith(t, alice.cookies, source.groupId, {
      name: 'checkout.pay',
      values: { en: 'Pay <b>now</b> & save', fr: 'Payer <b>maintenant</b> & économiser' },
    });
    await keyWith(t, alice.cookies, source.groupId, {
      name: 'checkout.empty',
      values: { en: 'Not translated' },
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${source.projectId}/memory.tmx`,
      cookies: alice.cookies,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^application\/x-tmx\+xml/);
    expect(exported.body).toContain('<tmx version="1.4">');
    expect(exported.body).toContain('srclang="en"');
    expect(readTmx(exported.body)).toEqual({
      segments: [
        {
          sourceLanguage: 'en',
          source: 'Pay <b>now</b> & save',
          targetLanguage: 'fr',
          target: 'Payer <b>maintenant</b> & économiser',
        },
      ],
      skipped: 0,
      issues: [],
    });

    const bob = await signedInAccount(t);
    expect(await importTmx(bob.cookies, exported.body)).toEqual({ segments: 1, skipped: 0, issues: [] });
    // The same pairs again are not stored twice.
    expect(await importTmx(bob.cookies, exported.body)).toMatchObject({ segments: 0 });
    const own = await memoryProject(t, bob.cookies, 'Own');
    await keyWith(t, bob.cookies, own.groupId, { name: 'pay', values: { en: 'Pay <b>now</b> & save' } });
    expect(await memoryOf(bob.cookies, own, 'pay')).toEqual([
      expect.objectContaining({
        similarity: 1,
        text: 'Payer <b>maintenant</b> & économiser',
        projectName: null,
        keyName: null,
        reviewed: false,
      }),
    ]);
    // Alice's own account holds no segments: her other project sees only her project values.
    const other = await memoryProject(t, alice.cookies, 'Other');
    await keyWith(t, alice.cookies, other.groupId, { name: 'pay', values: { en: 'Pay <b>now</b> & save' } });
    expect((await memoryOf(alice.cookies, other, 'pay')).map((match) => match.projectName)).toEqual([
      'Source',
    ]);
  });

  it('tells bad XML, unknown languages and tu without a source, storing the rest and nothing of a broken file', async () => {
    const { cookies } = await signedInAccount(t);
    const answer = await importTmx(
      cookies,
      tmx(
        `<tu tuid="good"><tuv xml:lang="en"><seg>Open the door</seg></tuv><tuv xml:lang="fr-FR"><seg>Ouvrez la porte</seg></tuv><tuv xml:lang="de"><seg>Öffne die <ph>{{x}}</ph> Tür</seg></tuv></tu>` +
          `<tu tuid="alien"><tuv xml:lang="en"><seg>Close</seg></tuv><tuv xml:lang="klingonish"><seg>x</seg></tuv></tu>` +
          `<tu><tuv xml:lang="fr"><seg>Sans source</seg></tuv></tu>`,
      ),
    );
    expect(answer).toEqual({
      segments: 2,
      skipped: 2,
      issues: [
        { key: 'alien', code: 'UNKNOWN_LANGUAGE', message: expect.stringContaining('klingonish') },
        { key: 'Sans source', code: 'NO_SOURCE', message: expect.any(String) },
      ],
    });

    const broken = await importTmx(
      cookies,
      tmx(
        '<tu tuid="a"><tuv xml:lang="en"><seg>Fine</seg></tuv><tuv xml:lang="fr"><seg>Bien</seg></tuv></tu><tu>',
      ),
    );
    expect(broken).toEqual({
      segments: 0,
      skipped: 0,
      issues: [{ key: null, code: 'BAD_XML', message: expect.any(String) }],
    });
    expect(await importTmx(cookies, '<html><body/></html>')).toMatchObject({
      segments: 0,
      issues: [{ code: 'NOT_TMX' }],
    });
    const on = await memoryProject(t, cookies, 'Check');
    await keyWith(t, cookies, on.groupId, { name: 'fine', values: { en: 'Fine' } });
    expect(await memoryOf(cookies, on, 'fine')).toEqual([]);
  });

  it('previews an upload without storing it or using it up; a discarded upload is gone', async () => {
    const { cookies } = await signedInAccount(t);
    const file = tmx(
      `<tu tuid="door"><tuv xml:lang="en"><seg>Open the door</seg></tuv><tuv xml:lang="fr"><seg>Ouvrez la porte</seg></tuv><tuv xml:lang="de"><seg>Öffne die Tür</seg></tuv></tu>` +
        `<tu tuid="alien"><tuv xml:lang="en"><seg>Close</seg></tuv><tuv xml:lang="klingonish"><seg>x</seg></tuv></tu>`,
    );
    const { id } = (await upload(cookies, file)).json() as { id: string };
    const first = (await ok<{ memoryImportPreview: unknown }>(t, cookies, previewQuery, { id }))
      .memoryImportPreview;
    expect(first).toEqual({
      segments: 2,
      skipped: 1,
      issues: [{ key: 'alien', code: 'UNKNOWN_LANGUAGE', message: expect.stringContaining('klingonish') }],
      sample: [
        { sourceLanguage: 'en', source: 'Open the door', targetLanguage: 'fr', target: 'Ouvrez la porte' },
        { sourceLanguage: 'en', source: 'Open the door', targetLanguage: 'de', target: 'Öffne die Tür' },
      ],
    });
    // Nothing stored by the preview: the memory is still empty.
    const on = await memoryProject(t, cookies, 'Preview');
    await keyWith(t, cookies, on.groupId, { name: 'door', values: { en: 'Open the door' } });
    expect(await memoryOf(cookies, on, 'door')).toEqual([]);
    // The upload is still there: a second preview answers the same, then the import stores it.
    expect(
      (await ok<{ memoryImportPreview: unknown }>(t, cookies, previewQuery, { id })).memoryImportPreview,
    ).toEqual(first);
    const imported = (await ok<{ importMemory: unknown }>(t, cookies, importMutation, { id })).importMemory;
    expect(imported).toMatchObject({ segments: 2, skipped: 1 });
    expect(await memoryOf(cookies, on, 'door')).toMatchObject([
      { text: 'Ouvrez la porte', projectName: null },
    ]);
    expect((await gql(t, cookies, previewQuery, { id })).code).toBe('NOT_FOUND');

    // Bad XML previews as its issue, no pairs; Discard drops the upload and stores nothing.
    const broken = (await upload(cookies, tmx('<tu>'))).json() as { id: string };
    expect(
      (await ok<{ memoryImportPreview: unknown }>(t, cookies, previewQuery, { id: broken.id }))
        .memoryImportPreview,
    ).toEqual({
      segments: 0,
      skipped: 0,
      issues: [{ key: null, code: 'BAD_XML', message: expect.any(String) }],
      sample: [],
    });
    const second = (await upload(cookies, file)).json() as { id: string };
    expect(await ok(t, cookies, discardMutation, { id: second.id })).toEqual({ discardMemoryUpload: true });
    expect((await gql(t, cookies, importMutation, { id: second.id })).code).toBe('NOT_FOUND');
    expect((await gql(t, cookies, discardMutation, { id: second.id })).code).toBe('NOT_FOUND');
    // Another account's upload neither previews nor discards.
    const other = await signedInAccount(t);
    const theirs = (await upload(other.cookies, file)).json() as { id: string };
    expect((await gql(t, cookies, previewQuery, { id: theirs.id })).code).toBe('NOT_FOUND');
    expect((await gql(t, cookies, discardMutation, { id: theirs.id })).code).toBe('NOT_FOUND');
    expect((await gql(t, cookies, previewQuery, { id: 'not-an-id' })).code).toBe('NOT_FOUND');
    await ok(t, other.cookies, importMutation, { id: theirs.id });
  });

  it('refuses what is not an upload it can take: size, type, used or strange ids, an API key', async () => {
    const { cookies } = await signedInAccount(t);
    const tooLarge = await upload(cookies, Buffer.alloc(50 * 1024 * 1024 + 1, 32));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await upload(cookies, '{}', 'application/json')).statusCode).toBe(415);

    const uploaded = await upload(cookies, tmx(''));
    const { id } = uploaded.json() as { id: string };
    await ok(t, cookies, importMutation, { id });
    expect((await gql(t, cookies, importMutation, { id })).code).toBe('NOT_FOUND');
    expect((await gql(t, cookies, importMutation, { id: 'not-an-id' })).code).toBe('NOT_FOUND');
    // Another account's upload does not exist for this one.
    const other = await signedInAccount(t);
    const theirs = (await upload(other.cookies, tmx(''))).json() as { id: string };
    expect((await gql(t, cookies, importMutation, { id: theirs.id })).code).toBe('NOT_FOUND');

    const project = await memoryProject(t, cookies, 'Keys');
    const { secret } = await createKey(t, cookies, project.projectId);
    const byKey = await withKey(t, secret, {
      method: 'POST',
      url: '/api/memory/uploads',
      headers: { 'content-type': 'application/xml' },
      payload: tmx(''),
    });
    expect(byKey.statusCode).toBe(403);
    const exported = await withKey(t, secret, { url: `/api/projects/${project.projectId}/memory.tmx` });
    expect(exported.statusCode).toBe(200);
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.projectId}/memory.tmx`,
      cookies: other.cookies,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
