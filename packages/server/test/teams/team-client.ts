import { eq, sql } from 'drizzle-orm';
import { projectInvitations } from '../../src/db/schema.ts';
import { goodPassword, post, uniqueEmail } from '../helpers/accounts.ts';
import { sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { ok } from '../workspace/workspace-client.ts';

export type Cookies = Record<string, string>;
export type Role = 'MANAGER' | 'DEVELOPER' | 'REVIEWER' | 'TRANSLATOR' | 'VIEWER';

/** A confirmed, signed-in account with these names. */
export async function person(
  t: TestApp,
  firstName: string,
  lastName = 'Tester',
  email = uniqueEmail(firstName.toLowerCase()),
) {
  await post(t, '/api/auth/register', { email, password: goodPassword, firstName, lastName });
  const mail = (await t.mailsTo(email)).findLast((sent) => sent.text.includes('/confirm?token='));
  await post(t, '/api/auth/confirm', { token: tokenFrom(mail, '/confirm') });
  const login = await post(t, '/api/auth/login', { email, password: goodPassword });
  return { email, cookies: sessionFrom(login) as Cookies };
}

export const inviteMutation = `mutation ($p: ID!, $input: [InvitationInput!]!) {
  inviteMembers(projectId: $p, input: $input) { id email role languages invitedBy createdAt expiresAt }
}`;
export const acceptMutation =
  'mutation ($token: String!) { acceptInvitation(token: $token) { id name viewerRole } }';

export function invite(
  t: TestApp,
  owner: Cookies,
  projectId: string,
  email: string,
  role: Role,
  languages?: string[],
) {
  return gql(t, owner, inviteMutation, {
    p: projectId,
    input: [{ email, role, ...(languages ? { languages } : {}) }],
  });
}

/** Dates the invitation's last mail a minute back, past the resend cooldown, as if the inviter had waited. */
export async function pastResendCooldown(t: TestApp, invitationId: string | undefined): Promise<void> {
  await t.database.db
    .update(projectInvitations)
    .set({ createdAt: sql`${projectInvitations.createdAt} - interval '61 seconds'` })
    .where(eq(projectInvitations.id, invitationId ?? ''));
}

/** The token of the newest invitation mailed to `email`. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const mail = (await t.mailsTo(email)).findLast((sent) => sent.text.includes('/invitation?token='));
  return tokenFrom(mail, '/invitation');
}

/** Invites a new person with the role and signs them in as a member; answers their membership id. */
export async function member(
  t: TestApp,
  owner: Cookies,
  projectId: string,
  role: Role,
  languages?: string[],
  firstName: string = role.toLowerCase(),
) {
  const someone = await person(t, firstName);
  const invited = await invite(t, owner, projectId, someone.email, role, languages);
  if (invited.errors) throw new Error(JSON.stringify(invited.errors));
  await ok(t, someone.cookies, acceptMutation, { token: await invitationToken(t, someone.email) });
  const { project } = await ok<{
    project: { members: { id: string; accountId: string; email: string | null }[] };
  }>(t, someone.cookies, 'query ($p: ID!) { project(id: $p) { members { id accountId email } } }', {
    p: projectId,
  });
  const own = project.members.find((candidate) => candidate.email === someone.email);
  if (!own) throw new Error('the new member is not listed');
  return { ...someone, memberId: own.id, accountId: own.accountId };
}
