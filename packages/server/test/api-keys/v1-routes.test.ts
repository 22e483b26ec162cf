import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOperations } from '../../src/access/operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { person } from '../teams/team-client.ts';
import { ok } from '../workspace/workspace-client.ts';
import { type Cookies, createKey, withKey } from './api-key-client.ts';

let t: TestApp;
let owner: Cookies;
let projectId: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await person(t, 'Ada')).cookies;
  projectId = (await createProject(t, owner, 'Shop', 'en')).id;
  await ok(t, owner, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }', {
    p: projectId,
  });
  const group = await createGroup(t, owner, projectId, 'common');
  const keys = await ok<{ createKeys: { id: string }[] }>(
    t,
    owner,
    'mutation ($g: ID!) { createKeys(groupId: $g, input: [{ name: "a.hello" }, { name: "b.bye" }, { name: "c.apples", plural: true }]) { id } }',
    { g: group.id },
  );
  await ok(t, owner, 'mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
    i: { keyId: keys.createKeys[0]?.id, language: 'de', text: 'Hallo', expectedVersion: 0 },
  });
  secret = (await createKey(t, owner, projectId, ['READ'])).secret;
});
afterAll(() => t.close());

const v1Routes = Object.keys(restOperations).filter((route) => route.split(' ')[1]?.startsWith('/api/v1/'));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every /api/v1 route, and of no other', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual([...v1Routes].sort());
    const keys = document.paths['/api/v1/projects/{projectId}/keys']?.get as {
      parameters: { name: string }[];
    };
    expect(keys.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['group', 'search', 'first', 'after', 'projectId']),
    );
  });

  it('has a reference page at /api/docs with a CSP of its own', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/openapi.json');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the reference page’s script and sends /api/docs on to the page', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(1_000_000);
    const bare = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/docs/');
  });
});

describe('GET /api/v1/projects/{projectId}', () => {
  it('answers the project, its languages and its groups with their key counts', async () => {
    const answer = await withKey(t, secret, { url: `/api/v1/projects/${projectId}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      id: projectId,
      name: 'Shop',
      baseLanguage: 'en',
      languages: ['en', 'de'],
      groups: [{ name: 'common', keyCount: 3 }],
    });
  });
});

describe('GET /api/v1/projects/{projectId}/keys', () => {
  it('pages through the keys by name, with every language’s value', async () => {
    const first = await withKey(t, secret, { url: `/api/v1/projects/${projectId}/keys?first=2` });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as { keys: { name: string }[]; endCursor: string; hasNextPage: boolean };
    expect(page.keys.map((key) => key.name)).toEqual(['a.hello', 'b.bye']);
    expect(page.keys[0]).toMatchObject({
      group: 'common',
      plural: false,
      translations: {
        de: { text: 'Hallo', state: 'TRANSLATED', version: 1 },
        en: { text: null, state: 'EMPTY' },
      },
    });
    expect(page.hasNextPage).toBe(true);
    const next = await withKey(t, secret, {
      url: `/api/v1/projects/${projectId}/keys?first=2&after=${page.endCursor}`,
    });
    const rest = next.json() as { keys: { name: string; plural: boolean }[]; hasNextPage: boolean };
    expect(rest.keys.map((key) => [key.name, key.plural])).toEqual([['c.apples', true]]);
    expect(rest.hasNextPage).toBe(false);
  });

  it('filters by group name and search text', async () => {
    const found = await withKey(t, secret, {
      url: `/api/v1/projects/${projectId}/keys?group=common&search=HALLO`,
    });
    expect((found.json() as { keys: { name: string }[] }).keys.map((key) => key.name)).toEqual(['a.hello']);
  });
});

describe('bad input', () => {
  it.each([
    ['first=0', 'first'],
    ['first=501', 'first'],
    ['first=many', 'first'],
    ['group=nope', 'group'],
    ['after=garbage', 'after'],
  ])('GET keys?%s answers 400 INVALID_INPUT naming %s', async (query, field) => {
    const answer = await withKey(t, secret, { url: `/api/v1/projects/${projectId}/keys?${query}` });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', field });
  });

  it('a project id that is no id is 400 with the field', async () => {
    const answer = await withKey(t, secret, { url: '/api/v1/projects/not-an-id' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'projectId' });
  });

  it('an apply body with a wrong field is 400 naming it', async () => {
    const importer = await createKey(t, owner, projectId, ['IMPORT']);
    const answer = await withKey(t, importer.secret, {
      method: 'POST',
      url: '/api/v1/imports/00000000-0000-4000-8000-000000000000/apply',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ overwrite: 'yes', createGroups: true, addLanguages: true }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'overwrite' });
  });

  it('an export with a bad structure is 400 naming it', async () => {
    const answer = await withKey(t, secret, { url: `/api/v1/projects/${projectId}/export?structure=deep` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'structure' });
  });
});

describe('PATCH /api/v1/projects/{projectId}/translations', () => {
  const patch = (key: string, body: unknown) =>
    withKey(t, key, {
      method: 'PATCH',
      url: `/api/v1/projects/${projectId}/translations`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('sets values by group and key name, counting created, updated and unchanged', async () => {
    const writer = (await createKey(t, owner, projectId, ['READ', 'WRITE'])).secret;
    const first = await patch(writer, {
      translations: [
        { group: 'common', key: 'a.hello', language: 'de', text: 'Servus' },
        { group: 'common', key: 'b.bye', language: 'de', text: 'Tschüss' },
        { group: 'Common', key: 'c.apples', language: 'de', forms: { one: 'Apfel', other: 'Äpfel' } },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 1, unchanged: 0 });
    const again = await patch(writer, {
      translations: [{ group: 'common', key: 'b.bye', language: 'de', text: 'Tschüss' }],
    });
    expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const read = await withKey(t, writer, { url: `/api/v1/projects/${projectId}/keys?search=tsch` });
    expect(
      (read.json() as { keys: { translations: { de: { text: string } } }[] }).keys[0]?.translations.de.text,
    ).toBe('Tschüss');
  });

  it('creates missing groups and keys only when asked', async () => {
    const writer = (await createKey(t, owner, projectId, ['WRITE'])).secret;
    const value = { group: 'checkout', key: 'pay.now', language: 'en', text: 'Pay now' };
    const refused = await patch(writer, { translations: [value] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'translations.0.group' });
    const created = await patch(writer, { createMissing: true, translations: [value] });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ created: 1, updated: 0, unchanged: 0 });
  });

  it('is all or none at 1000 values: a bad last one writes nothing, not even the keys made for them', async () => {
    const writer = (await createKey(t, owner, projectId, ['READ', 'WRITE'])).secret;
    // 500 new keys (the Free plan's 1,000 keys hold them) in English and German; the last is in French, no language of the project.
    const values = Array.from({ length: 1000 }, (_, index) => ({
      group: 'bulk',
      key: `bulk.${String(index >> 1).padStart(3, '0')}`,
      language: index === 999 ? 'fr' : index % 2 === 0 ? 'en' : 'de',
      text: `Text ${index}`,
    }));
    const answer = await patch(writer, { createMissing: true, translations: values });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'translations.999.language' });
    const project = await withKey(t, writer, { url: `/api/v1/projects/${projectId}` });
    expect(
      (project.json() as { groups: { name: string }[] }).groups.map((group) => group.name),
    ).not.toContain('bulk');
    // The same 1000 with the last one fixed are written whole.
    values[999] = { ...(values[999] as (typeof values)[number]), language: 'de' };
    const written = await patch(writer, { createMissing: true, translations: values });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toEqual({ created: 1000, updated: 0, unchanged: 0 });
  });

  it('needs the WRITE scope', async () => {
    const answer = await patch(secret, {
      translations: [{ group: 'common', key: 'a.hello', language: 'de', text: 'x' }],
    });
    expect(answer.statusCode).toBe(403);
  });

  it.each([
    [{ translations: [] }, 'translations'],
    [{ translations: [{ group: 'common', key: 'a.hello', text: 'x' }] }, 'translations.0.language'],
    [
      { translations: [{ group: 'common', key: 'a.hello', language: 'de', state: 'DONE', text: 'x' }] },
      'translations.0.state',
    ],
    [{ translations: [{ group: 'common', key: 'a.hello', language: 'de' }] }, 'translations.0.text'],
    [{ translations: [{ group: 'common', key: 'zzz', language: 'de', text: 'x' }] }, 'translations.0.key'],
  ])('bad input %j answers 400 naming %s', async (body, field) => {
    const writer = (await createKey(t, owner, projectId, ['WRITE'])).secret;
    const answer = await patch(writer, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_INPUT', field });
  });
});
