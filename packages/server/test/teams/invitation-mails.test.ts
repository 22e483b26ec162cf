import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createProject, gql } from '../projects/graphql-client.ts';
import { ok } from '../workspace/workspace-client.ts';
import { type Cookies, invite, pastResendCooldown, person } from './team-client.ts';

let t: TestApp;
beforeAll(async () => {
  // A day's cap of 5 mails per account, so the test reaches it.
  t = await createTestApp({}, { invitationMailsPerDay: 5 });
});
afterAll(() => t.close());

const resendMutation = 'mutation ($id: ID!) { resendInvitation(id: $id) { id } }';
const invitationMails = async (email: string) =>
  (await t.mailsTo(email)).filter((mail) => mail.text.includes('/invitation?token=')).length;

async function owner(name: string) {
  const someone = await person(t, name);
  await ok(t, someone.cookies, changePlanMutation, { planId: 'business' });
  return { ...someone, projectId: (await createProject(t, someone.cookies, 'Shop', 'en')).id };
}

async function invited(cookies: Cookies, projectId: string, emails: string[]) {
  const answer = await gql(
    t,
    cookies,
    'mutation ($p: ID!, $input: [InvitationInput!]!) { inviteMembers(projectId: $p, input: $input) { id } }',
    {
      p: projectId,
      input: emails.map((email) => ({ email, role: 'VIEWER' })),
    },
  );
  return { answer, ids: ((answer.data?.inviteMembers ?? []) as { id: string }[]).map((row) => row.id) };
}

describe('invitation mails', () => {
  it('are resent at most once a minute per invitation: 1 invitation and 5 resends in a second mail once', async () => {
    const { cookies, projectId } = await owner('Rita');
    const email = 'resent-guest@example.test';
    const made = await invite(t, cookies, projectId, email, 'VIEWER');
    const id = ((made.data?.inviteMembers ?? []) as { id: string }[])[0]?.id;
    for (let i = 0; i < 5; i += 1) {
      const resent = await gql(t, cookies, resendMutation, { id });
      expect(resent.code).toBe('RATE_LIMITED');
      const retryAfter = (resent.errors?.[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter;
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await invitationMails(email)).toBe(1);

    await pastResendCooldown(t, id);
    const resent = await ok<{ resendInvitation: { id: string } }>(t, cookies, resendMutation, { id });
    expect(await invitationMails(email)).toBe(2);
    // The new link's minute starts with its mail.
    expect((await gql(t, cookies, resendMutation, { id: resent.resendInvitation.id })).code).toBe(
      'RATE_LIMITED',
    );
    expect(await invitationMails(email)).toBe(2);
  });

  it('are capped per account and day, over invites and resends, across projects', async () => {
    const { cookies, projectId } = await owner('Carl');
    const other = (await createProject(t, cookies, 'Blog', 'en')).id;
    const first = await invited(cookies, projectId, ['a@example.test', 'b@example.test', 'c@example.test']);
    await invited(cookies, other, ['d@example.test', 'e@example.test']);
    const refused = await invited(cookies, other, ['f@example.test']);
    expect(refused.answer.code).toBe('RATE_LIMITED');
    expect(refused.answer.errors?.[0]?.message).toMatch(/invitation mails/);
    expect(await invitationMails('f@example.test')).toBe(0);
    const listed = await gql(t, cookies, 'query ($p: ID!) { project(id: $p) { invitations { email } } }', {
      p: other,
    });
    expect((listed.data?.project as { invitations: unknown[] } | undefined)?.invitations).toHaveLength(2);

    await pastResendCooldown(t, first.ids[0]);
    expect((await gql(t, cookies, resendMutation, { id: first.ids[0] })).code).toBe('RATE_LIMITED');
    expect(await invitationMails('a@example.test')).toBe(1);

    // Another account's day is its own.
    const { cookies: theirs, projectId: theirProject } = await owner('Dora');
    expect((await invited(theirs, theirProject, ['g@example.test'])).answer.errors).toBeUndefined();
  });
});
