import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { type Cookies, member, person } from '../teams/team-client.ts';
import { createKeys, ok } from '../workspace/workspace-client.ts';

let t: TestApp;
let owner: { cookies: Cookies; email: string };
let ownerId: string;
let projectId: string;
let groupId: string;
let keyId: string;

const addMutation = `mutation ($k: ID!, $l: String, $t: String!, $m: [ID!]) {
  addComment(keyId: $k, language: $l, text: $t, mentions: $m) { id } }`;
const comment = (cookies: Cookies, text: string, mentions: string[], language: string | null = 'de') =>
  ok(t, cookies, addMutation, { k: keyId, l: language, t: text, m: mentions });
/** What the job sends now, as the timer would; then the mails `email` has had. */
const mailsTo = async (email: string) => {
  await t.app.mentionMails.runNow();
  return (await t.mailsTo(email)).filter((mail) => mail.text.includes('/group/'));
};
const minute = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'Olga', 'Owner');
  projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  await ok(t, owner.cookies, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }', {
    p: projectId,
  });
  keyId = (await createKeys(t, owner.cookies, groupId, [{ name: 'cart.title' }]))[0]?.id as string;
  const { viewer } = await ok<{ viewer: { id: string } }>(t, owner.cookies, '{ viewer { id } }');
  ownerId = viewer.id;
});
afterAll(() => t.close());

describe('mention mails', () => {
  it('mail the text and a link to the key at once, then gather a minute’s mentions into one mail', async () => {
    const tina = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['de'], 'Tina');
    await comment(owner.cookies, 'What does “cart” mean here, @Tina?', [tina.accountId]);
    const first = await mailsTo(tina.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('Olga Owner mentioned you in “Shop”');
    expect(first[0]?.text).toContain('Hello Tina,');
    expect(first[0]?.text).toContain(
      'Olga Owner on cart.title (de) in “Shop”:\n“What does “cart” mean here, @Tina?”',
    );
    expect(first[0]?.text).toContain(`/group/${projectId}/${groupId}?q=cart.title`);
    expect(first[0]?.html).toContain(`<a href="http://`);

    await comment(owner.cookies, 'Second', [tina.accountId]);
    await comment(owner.cookies, 'Third, about the key', [tina.accountId], null);
    expect(await mailsTo(tina.email)).toHaveLength(1);
    t.clock.advance(minute + 1000);
    const gathered = await mailsTo(tina.email);
    expect(gathered).toHaveLength(2);
    expect(gathered[1]?.subject).toBe('You were mentioned 2 times on Verba');
    expect(gathered[1]?.text).toContain('“Second”');
    expect(gathered[1]?.text).toContain('Olga Owner on cart.title in “Shop”:\n“Third, about the key”');
    t.clock.advance(minute + 1000);
    expect(await mailsTo(tina.email)).toHaveLength(2);
  });

  it('are in the recipient’s language', async () => {
    const dora = await member(t, owner.cookies, projectId, 'VIEWER', undefined, 'Dora');
    await t.database.db.execute(
      // The account's locale is what the browser said at sign-up; this one is German.
      `update accounts set locale = 'de-DE' where id = '${dora.accountId}'`,
    );
    await comment(owner.cookies, 'Schau mal', [dora.accountId]);
    const [mail] = await mailsTo(dora.email);
    expect(mail?.subject).toBe('Olga Owner hat dich in „Shop“ erwähnt');
    expect(mail?.text).toContain('Hallo Dora,');
    expect(mail?.text).toContain('„Schau mal“');
  });

  it('go only to members, never to the author, and not to a member removed before it was sent', async () => {
    const stranger = await person(t, 'Sam', 'Stranger');
    const refused = await gql(t, owner.cookies, addMutation, { k: keyId, t: 'Hi', m: [stranger.email] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const strangerId = (await ok<{ viewer: { id: string } }>(t, stranger.cookies, '{ viewer { id } }')).viewer
      .id;
    const notMember = await gql(t, owner.cookies, addMutation, { k: keyId, t: 'Hi', m: [strangerId] });
    expect(notMember.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await mailsTo(stranger.email)).toHaveLength(0);

    await comment(owner.cookies, 'Note to self', [ownerId]);
    expect(await mailsTo(owner.email)).toHaveLength(0);

    const rita = await member(t, owner.cookies, projectId, 'REVIEWER', ['de'], 'Rita');
    await comment(owner.cookies, 'First', [rita.accountId]);
    expect(await mailsTo(rita.email)).toHaveLength(1);
    await comment(owner.cookies, 'While she is still here', [rita.accountId]);
    await ok(t, owner.cookies, 'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }', {
      p: projectId,
      m: rita.memberId,
    });
    t.clock.advance(minute + 1000);
    expect(await mailsTo(rita.email)).toHaveLength(1);
  });
});
