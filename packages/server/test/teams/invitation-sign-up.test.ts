import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, info, post, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createProject, gql } from '../projects/graphql-client.ts';
import { ok } from '../workspace/workspace-client.ts';
import { type Cookies, invitationToken, invite, person } from './team-client.ts';

// A sign-up from an invitation link (issue 38): the invitation mail proves the address, so the
// account is confirmed, joins the project and is signed in, in one step.

let t: TestApp;
let owner: { email: string; cookies: Cookies };
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'Olga', 'Owner');
  projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  await ok(t, owner.cookies, changePlanMutation, { planId: 'business' });
});
afterAll(() => t.close());

const membersQuery = 'query ($p: ID!) { project(id: $p) { members { firstName email role languages } } }';
const signUp = (email: string, invitationToken?: string, firstName = 'Ivy') =>
  post(t, '/api/auth/register', {
    email,
    password: goodPassword,
    firstName,
    lastName: 'Invited',
    ...(invitationToken === undefined ? {} : { invitationToken }),
  });

async function invited(email: string, role = 'TRANSLATOR', languages?: string[]) {
  const answer = await invite(t, owner.cookies, projectId, email, role as 'TRANSLATOR', languages);
  expect(answer.errors).toBeUndefined();
  return invitationToken(t, email);
}

describe('a sign-up from an invitation link', () => {
  it('confirms the address, joins the project and signs in at once, with no confirmation mail', async () => {
    const email = uniqueEmail('ivy');
    const token = await invited(email);
    // The sign-up page learns the address and what the link invites to, signed out.
    const shown = await post(t, '/api/auth/invitation', { token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      email,
      projectName: 'Shop',
      role: 'TRANSLATOR',
      languages: [],
      invitedBy: 'Olga Owner',
      expiresAt: expect.any(String),
    });
    const mailsBefore = (await t.mailsTo(email)).length;
    // The address as typed: spaces and capitals are the same address.
    const answer = await signUp(`  ${email.toUpperCase()} `, token);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ success: true, projectId });
    const cookies = sessionFrom(answer);
    const me = await info(t, cookies);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: 'Ivy' });
    const { project } = await ok<{ project: { members: { email: string; role: string }[] } }>(
      t,
      cookies,
      membersQuery,
      { p: projectId },
    );
    expect(project.members).toContainEqual(expect.objectContaining({ email, role: 'TRANSLATOR' }));
    // The dashboard lists the project as shared, the invitation no longer open.
    const dashboard = await gql(
      t,
      cookies,
      '{ viewer { id projectsOwned subscription { since plan { id } } projects { name viewerRole } invitations { id } } }',
    );
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data).toMatchObject({
      viewer: { projectsOwned: 0, projects: [{ name: 'Shop', viewerRole: 'TRANSLATOR' }], invitations: [] },
    });
    // No confirmation mail; the invitation is used up.
    const mails = await t.mailsTo(email);
    expect(mails.slice(mailsBefore).filter((mail) => mail.text.includes('/confirm?token='))).toEqual([]);
    expect(
      (await gql(t, cookies, 'query ($t: String!) { invitation(token: $t) { id } }', { t: token })).code,
    ).toBe('INVALID_TOKEN');
    // The account signs in with its password later, as any confirmed one does.
    const login = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(login.json()).toEqual({ status: 'ok' });
    // The owner sees the new member's name.
    const seen = await ok<{ project: { members: { email: string | null; firstName: string }[] } }>(
      t,
      owner.cookies,
      membersQuery,
      { p: projectId },
    );
    expect(seen.project.members).toContainEqual(expect.objectContaining({ email, firstName: 'Ivy' }));
  });

  it('refuses a bad, used or expired token and another address, creating nothing', async () => {
    const email = uniqueEmail('eve');
    const token = await invited(email);
    expect((await post(t, '/api/auth/invitation', { token: 'not-a-token' })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    const bad = await signUp(email, 'not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    const other = uniqueEmail('mallory');
    const wrong = await signUp(other, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
    // Nothing of either attempt exists: the other address has no account, the invitation stands.
    const otherLogin = await post(t, '/api/auth/login', { email: other, password: goodPassword });
    expect(otherLogin.statusCode).toBe(401);
    expect(await t.mailsTo(other)).toEqual([]);
    expect(
      (
        await ok<{ invitation: { projectName: string } }>(
          t,
          owner.cookies,
          'query ($t: String!) { invitation(token: $t) { projectName } }',
          { t: token },
        )
      ).invitation.projectName,
    ).toBe('Shop');

    // An empty token is a bad input, not a plain sign-up.
    const empty = await signUp(email, '');
    expect(empty.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'invitationToken' });

    expect((await signUp(email, token)).statusCode).toBe(201);
    const again = await signUp(email, token, 'Twice');
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await post(t, '/api/auth/invitation', { token })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });

    const late = uniqueEmail('late');
    const expiring = await invited(late);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      const expired = await signUp(late, expiring);
      expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await post(t, '/api/auth/login', { email: late, password: goodPassword })).statusCode).toBe(
        401,
      );
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
  });

  it('tells an address that has an account to sign in, and leaves the invitation open', async () => {
    const existing = await person(t, 'Ken');
    const token = await invited(existing.email, 'VIEWER');
    const answer = await signUp(existing.email, token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    // Signed in, the account accepts the same link as before.
    await ok(t, existing.cookies, 'mutation ($token: String!) { acceptInvitation(token: $token) { id } }', {
      token,
    });
  });

  it('lands the new translator on a dashboard that lists the project with their permissions', async () => {
    await ok(t, owner.cookies, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }', {
      p: projectId,
    });
    const email = uniqueEmail('german');
    const cookies = sessionFrom(await signUp(email, await invited(email, 'TRANSLATOR', ['de'])));
    // The dashboard's projects come from one overview query: it must carry translatorsSuggest
    // too, or suggestOnly (non-null) fails the whole page.
    const dashboard =
      '{ viewer { projects { name viewerRole viewerPermissions { suggestOnly editKeys } } } }';
    expect(await ok(t, cookies, dashboard)).toEqual({
      viewer: {
        projects: [
          {
            name: 'Shop',
            viewerRole: 'TRANSLATOR',
            viewerPermissions: { suggestOnly: false, editKeys: false },
          },
        ],
      },
    });
    await ok(
      t,
      owner.cookies,
      'mutation ($id: ID!) { updateProject(id: $id, input: { name: "Shop", baseLanguage: "en", translatorsSuggest: true }) { id } }',
      { id: projectId },
    );
    expect(await ok(t, cookies, dashboard)).toMatchObject({
      viewer: { projects: [{ viewerPermissions: { suggestOnly: true } }] },
    });
  });

  it('leaves the plain sign-up as it was: a confirmation mail, no session', async () => {
    const email = uniqueEmail('plain');
    const answer = await signUp(email);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ success: true });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await t.mailsTo(email)).some((mail) => mail.text.includes('/confirm?token='))).toBe(true);
    const login = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_UNCONFIRMED' });
  });
});
