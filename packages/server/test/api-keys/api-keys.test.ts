import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, apiKeys, securityEvents } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createProject, gql } from '../projects/graphql-client.ts';
import { member, person } from '../teams/team-client.ts';
import { ok } from '../workspace/workspace-client.ts';
import { type Cookies, createKey, gqlWithKey as keyGql, withKey } from './api-key-client.ts';

let t: TestApp;
let owner: Cookies;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  t = await createTestApp({}, { apiKeyLimit: { points: 5, seconds: 60 } });
  owner = (await person(t, 'Ada', 'Owner')).cookies;
  await ok(t, owner, changePlanMutation, { planId: 'business' });
  projectId = (await createProject(t, owner, 'Keys', 'en')).id;
  otherProjectId = (await createProject(t, owner, 'Other', 'en')).id;
});
afterAll(() => t.close());

const exportOf = (id: string) => ({ url: `/api/projects/${id}/export` });

describe('creating a key', () => {
  it('answers the secret once and keeps only its hash', async () => {
    const { secret, apiKey } = await createKey(t, owner, projectId, ['READ']);
    expect(secret).toMatch(/^vrb_[0-9A-Za-z]{40}$/);
    expect(apiKey).toMatchObject({ prefix: secret.slice(0, 12), scopes: ['READ'], createdBy: 'Ada Owner' });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.secretHash).toMatch(/^[\w-]{43}$/);
    const listed = await ok<{ project: { apiKeys: Record<string, unknown>[] } }>(
      t,
      owner,
      'query ($p: ID!) { project(id: $p) { apiKeys { id prefix scopes createdBy lastUsedAt } } }',
      { p: projectId },
    );
    expect(listed.project.apiKeys.find((key) => key.id === apiKey.id)).toMatchObject({
      prefix: apiKey.prefix,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('refuses a bad name, no scopes and an expiry outside 1..3650 days', async () => {
    const bad = async (input: Record<string, unknown>) =>
      gql(
        t,
        owner,
        'mutation ($p: ID!, $i: ApiKeyInput!) { createApiKey(projectId: $p, input: $i) { secret } }',
        {
          p: projectId,
          i: { name: 'x', scopes: ['READ'], ...input },
        },
      );
    expect((await bad({ name: ' ' })).code).toBe('BAD_USER_INPUT');
    expect((await bad({ scopes: [] })).code).toBe('BAD_USER_INPUT');
    expect((await bad({ expiresInDays: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await bad({ expiresInDays: 3651 })).code).toBe('BAD_USER_INPUT');
  });

  it('is for DEVELOPER and above: a translator is FORBIDDEN', async () => {
    const translator = await member(t, owner, projectId, 'TRANSLATOR');
    const answer = await gql(
      t,
      translator.cookies,
      'mutation ($p: ID!) { createApiKey(projectId: $p, input: { name: "x", scopes: [READ] }) { secret } }',
      { p: projectId },
    );
    expect(answer.code).toBe('FORBIDDEN');
  });

  it('records create and revoke in the project history and the creator’s security log', async () => {
    const { apiKey } = await createKey(t, owner, projectId, ['READ']);
    await ok(t, owner, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: apiKey.id });
    const history = await t.database.db.select().from(activities).where(eq(activities.projectId, projectId));
    const kinds = history.filter(
      (row) => row.after?.includes(apiKey.prefix) || row.before?.includes(apiKey.prefix),
    );
    expect(kinds.map((row) => row.kind).sort()).toEqual(['apiKey.created', 'apiKey.revoked']);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    const log = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.accountId, row?.createdBy as string));
    expect(log.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['api-key-created', 'api-key-revoked']),
    );
  });
});

describe('using a key', () => {
  it('reads its own project without a cookie; another project is NOT_FOUND', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ']);
    expect((await withKey(t, secret, exportOf(projectId))).statusCode).toBe(200);
    const other = await withKey(t, secret, exportOf(otherProjectId));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('acts within its scopes: a READ key may not import, an IMPORT key may', async () => {
    const reader = await createKey(t, owner, projectId, ['READ']);
    const upload = (secret: string) =>
      withKey(t, secret, {
        method: 'POST',
        url: `/api/projects/${projectId}/imports?language=en&group=common`,
        headers: { 'content-type': 'application/json' },
        payload: '{"hello": "Hello"}',
      });
    const refused = await upload(reader.secret);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const importer = await createKey(t, owner, projectId, ['IMPORT']);
    const created = await upload(importer.secret);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    expect((await withKey(t, importer.secret, { url: `/api/v1/imports/${id}` })).statusCode).toBe(200);
    // Its READ-less scopes do not reach the export.
    expect((await withKey(t, importer.secret, exportOf(projectId))).statusCode).toBe(403);
  });

  it('makes no account or session call: FORBIDDEN', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ', 'WRITE', 'IMPORT']);
    const sessions = await withKey(t, secret, { url: '/api/auth/sessions' });
    expect(sessions.statusCode).toBe(403);
    expect(sessions.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 401 INVALID_API_KEY to a missing, unknown, revoked or expired key', async () => {
    const expectInvalid = async (secret: string) => {
      const answer = await withKey(t, secret, exportOf(projectId));
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'INVALID_API_KEY' });
    };
    await expectInvalid('');
    await expectInvalid('vrb_notakey');
    await expectInvalid(`vrb_${'a'.repeat(40)}`);
    const revoked = await createKey(t, owner, projectId, ['READ']);
    await ok(t, owner, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: revoked.apiKey.id });
    await expectInvalid(revoked.secret);
    const expiring = await createKey(t, owner, projectId, ['READ'], 1);
    expect((await withKey(t, expiring.secret, exportOf(projectId))).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await expectInvalid(expiring.secret);
  });

  it('stops working when its creator is demoted below DEVELOPER or leaves the project', async () => {
    const developer = await member(t, owner, projectId, 'DEVELOPER', undefined, 'dev');
    const { secret } = await createKey(t, developer.cookies, projectId, ['READ']);
    expect((await withKey(t, secret, exportOf(projectId))).statusCode).toBe(200);
    const update = (role: string) =>
      ok(
        t,
        owner,
        `mutation ($p: ID!, $m: ID!) { updateMember(projectId: $p, memberId: $m, role: ${role}) { id } }`,
        {
          p: projectId,
          m: developer.memberId,
        },
      );
    await update('TRANSLATOR');
    expect((await withKey(t, secret, exportOf(projectId))).statusCode).toBe(401);
    await update('DEVELOPER');
    expect((await withKey(t, secret, exportOf(projectId))).statusCode).toBe(200);
    await ok(t, owner, 'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }', {
      p: projectId,
      m: developer.memberId,
    });
    expect((await withKey(t, secret, exportOf(projectId))).statusCode).toBe(401);
  });

  it('skips the Origin check for Bearer requests only', async () => {
    const { secret } = await createKey(t, owner, projectId, ['IMPORT']);
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const url = '/api/imports/00000000-0000-4000-8000-000000000000/discard';
    const byKey = await withKey(t, secret, { method: 'POST', url, headers: foreign, payload: '{}' });
    expect(byKey.statusCode).toBe(404);
    const byCookie = await t.app.inject({
      method: 'POST',
      url,
      headers: foreign,
      payload: '{}',
      cookies: owner,
    });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
  });

  it('limits each key to its own requests a minute: 429 with Retry-After, other keys unaffected', async () => {
    const busy = await createKey(t, owner, projectId, ['READ']);
    const calm = await createKey(t, owner, projectId, ['READ']);
    for (let i = 0; i < 5; i++)
      expect((await withKey(t, busy.secret, exportOf(projectId))).statusCode).toBe(200);
    const refused = await withKey(t, busy.secret, exportOf(projectId));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withKey(t, calm.secret, exportOf(projectId))).statusCode).toBe(200);
  });

  it('notes when it was last used', async () => {
    const { secret, apiKey } = await createKey(t, owner, projectId, ['READ']);
    await withKey(t, secret, exportOf(projectId));
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('a key on /api/graphql', () => {
  const gqlWithKey = (secret: string, query: string, variables?: Record<string, unknown>) =>
    keyGql(t, secret, query, variables);

  it('reads its project; another project is not there', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ']);
    const own = await gqlWithKey(secret, 'query ($p: ID!) { project(id: $p) { name } }', { p: projectId });
    expect(own.data).toEqual({ project: { name: 'Keys' } });
    const other = await gqlWithKey(secret, 'query ($p: ID!) { project(id: $p) { name } }', {
      p: otherProjectId,
    });
    expect(other.data).toEqual({ project: null });
  });

  it('makes no viewer, plans or account call: FORBIDDEN', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ', 'WRITE', 'IMPORT']);
    expect((await gqlWithKey(secret, '{ viewer { email } }')).code).toBe('FORBIDDEN');
    expect((await gqlWithKey(secret, '{ plans { id } }')).code).toBe('FORBIDDEN');
    const create = await gqlWithKey(
      secret,
      'mutation { createProject(input: { name: "X", baseLanguage: "en" }) { id } }',
    );
    expect(create.code).toBe('FORBIDDEN');
    const keys = await gqlWithKey(secret, 'query ($p: ID!) { project(id: $p) { apiKeys { id } } }', {
      p: projectId,
    });
    expect(keys.code).toBe('FORBIDDEN');
  });

  it('writes only with WRITE', async () => {
    const reader = await createKey(t, owner, projectId, ['READ']);
    const mutation =
      'mutation ($p: ID!, $n: String!) { createGroup(projectId: $p, input: { name: $n }) { id } }';
    expect((await gqlWithKey(reader.secret, mutation, { p: projectId, n: 'by-reader' })).code).toBe(
      'FORBIDDEN',
    );
    const writer = await createKey(t, owner, projectId, ['WRITE']);
    const made = await gqlWithKey(writer.secret, mutation, { p: projectId, n: 'by-writer' });
    expect(made.code).toBeUndefined();
  });

  it('answers HTTP 401 INVALID_API_KEY to an unknown key', async () => {
    const answer = await gqlWithKey(`vrb_${'b'.repeat(40)}`, '{ plans { id } }');
    expect(answer.status).toBe(401);
    expect(answer.code).toBe('INVALID_API_KEY');
  });
});
