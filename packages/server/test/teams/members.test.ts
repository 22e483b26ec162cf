import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, post } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { createKeys, ok, setTranslationMutation } from '../workspace/workspace-client.ts';
import {
  acceptMutation,
  type Cookies,
  invitationToken,
  invite,
  inviteMutation,
  member,
  pastResendCooldown,
  person,
} from './team-client.ts';

let t: TestApp;
let owner: { email: string; cookies: Cookies };
let projectId: string;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'Olga', 'Owner');
  projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  // Room for every member these tests add; the member limit has its own test below.
  await ok(t, owner.cookies, changePlanMutation, { planId: 'business' });
  await ok(
    t,
    owner.cookies,
    'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de", "fr"]) { tag } }',
    {
      p: projectId,
    },
  );
});
afterAll(() => t.close());

const membersQuery = 'query ($p: ID!) { project(id: $p) { members { id firstName email role languages } } }';
const saveValue = (keyId: string, language: string, text: string, state?: string, expectedVersion = 0) => ({
  input: { keyId, language, text, expectedVersion, ...(state ? { state } : {}) },
});

describe('an invitation', () => {
  it('is mailed in the inviter’s language with the link, and makes a translator of German', async () => {
    const invitee = await person(t, 'Tom', 'Translator');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'accept-language': 'de-DE,de;q=0.9' },
      cookies: owner.cookies,
      payload: JSON.stringify({
        query: inviteMutation,
        variables: {
          p: projectId,
          input: [{ email: invitee.email.toUpperCase(), role: 'TRANSLATOR', languages: ['de'] }],
        },
      }),
    });
    const invited = answer.json().data.inviteMembers;
    expect(invited).toMatchObject([
      { email: invitee.email, role: 'TRANSLATOR', languages: ['de'], invitedBy: 'Olga Owner' },
    ]);
    const mail = (await t.mailsTo(invitee.email)).findLast((sent) =>
      sent.text.includes('/invitation?token='),
    );
    expect(mail?.subject).toBe('Olga Owner lädt dich zu „Shop“ auf Verba ein');
    expect(mail?.text).toContain('als Übersetzer');
    expect(mail?.text).toContain(`${t.env.PUBLIC_URL}/invitation?token=`);
    expect(mail?.text).toMatch(/\/invitation\?token=[\w-]{43}\b/);

    const received = await ok<{ viewer: { invitations: { projectName: string; role: string }[] } }>(
      t,
      invitee.cookies,
      '{ viewer { invitations { projectName role } } }',
    );
    expect(received.viewer.invitations).toEqual([{ projectName: 'Shop', role: 'TRANSLATOR' }]);

    const token = await invitationToken(t, invitee.email);
    const accepted = await ok<{ acceptInvitation: { viewerRole: string } }>(
      t,
      invitee.cookies,
      acceptMutation,
      { token },
    );
    expect(accepted.acceptInvitation.viewerRole).toBe('TRANSLATOR');
    // Single use.
    expect((await gql(t, invitee.cookies, acceptMutation, { token })).code).toBe('INVALID_TOKEN');

    const dashboard = await ok<{
      viewer: { projectsOwned: number; projects: { name: string; viewerRole: string }[] };
    }>(t, invitee.cookies, '{ viewer { projectsOwned projects { name viewerRole } } }');
    expect(dashboard.viewer).toEqual({
      projectsOwned: 0,
      projects: [{ name: 'Shop', viewerRole: 'TRANSLATOR' }],
    });

    const permissions = await ok<{ project: { viewerPermissions: Record<string, unknown> } }>(
      t,
      invitee.cookies,
      'query ($p: ID!) { project(id: $p) { viewerPermissions { translateLanguages reviewLanguages editKeys manageProject manageMembers deleteProject } } }',
      { p: projectId },
    );
    expect(permissions.project.viewerPermissions).toEqual({
      translateLanguages: ['de'],
      reviewLanguages: [],
      editKeys: false,
      manageProject: false,
      manageMembers: false,
      deleteProject: false,
    });
  });

  it('refuses yourself, a member, an address invited already, a doubled one and more than 20, inviting nobody', async () => {
    const stranger = await person(t, 'Sam');
    await ok(t, owner.cookies, inviteMutation, {
      p: projectId,
      input: [{ email: stranger.email, role: 'VIEWER' }],
    });
    const cases: [unknown[], string][] = [
      [[{ email: owner.email, role: 'VIEWER' }], 'email'],
      [[{ email: stranger.email, role: 'VIEWER' }], 'email'],
      [
        [
          { email: 'new@example.test', role: 'VIEWER' },
          { email: 'NEW@example.test', role: 'VIEWER' },
        ],
        'email',
      ],
      [
        Array.from({ length: 21 }, (_, index) => ({ email: `n${index}@example.test`, role: 'VIEWER' })),
        'input',
      ],
      [[{ email: 'owner@example.test', role: 'OWNER' }], 'role'],
      [[{ email: 'lang@example.test', role: 'TRANSLATOR', languages: ['ja'] }], 'languages'],
      [[{ email: 'not an address', role: 'VIEWER' }], 'email'],
    ];
    for (const [input, field] of cases) {
      const answer = await gql(t, owner.cookies, inviteMutation, { p: projectId, input });
      expect(answer.code, JSON.stringify(input).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    }
    // Nothing of a refused call stays: new@example.test was not invited.
    const open = await ok<{ project: { invitations: { email: string }[] } }>(
      t,
      owner.cookies,
      'query ($p: ID!) { project(id: $p) { invitations { email } } }',
      { p: projectId },
    );
    expect(open.project.invitations.map((row) => row.email)).toEqual([stranger.email]);
  });

  it('answers the same for an address with and without an account', async () => {
    const known = await person(t, 'Kim');
    const shape = (answer: Awaited<ReturnType<typeof gql>>) =>
      ((answer.data?.inviteMembers ?? []) as { role: string; invitedBy: string }[]).map(
        ({ role, invitedBy }) => ({
          role,
          invitedBy,
        }),
      );
    const withAccount = await invite(t, owner.cookies, projectId, known.email, 'VIEWER');
    const without = await invite(t, owner.cookies, projectId, 'nobody-here@example.test', 'VIEWER');
    expect(shape(withAccount)).toEqual(shape(without));
    const ids = [withAccount, without].flatMap((answer) =>
      ((answer.data?.inviteMembers ?? []) as { id: string }[]).map((row) => row.id),
    );
    for (const id of ids) {
      await ok(t, owner.cookies, 'mutation ($id: ID!) { revokeInvitation(id: $id) }', { id });
    }
  });

  it('is INVALID_TOKEN once revoked, resent or expired, and changes nothing', async () => {
    const late = await person(t, 'Lea');
    const invited = await invite(t, owner.cookies, projectId, late.email, 'VIEWER');
    const [first] = (invited.data?.inviteMembers ?? []) as { id: string }[];
    const oldToken = await invitationToken(t, late.email);
    await pastResendCooldown(t, first?.id);
    const resent = await ok<{ resendInvitation: { id: string } }>(
      t,
      owner.cookies,
      'mutation ($id: ID!) { resendInvitation(id: $id) { id } }',
      { id: first?.id },
    );
    expect((await gql(t, late.cookies, acceptMutation, { token: oldToken })).code).toBe('INVALID_TOKEN');
    const newToken = await invitationToken(t, late.email);
    expect(newToken).not.toBe(oldToken);
    await ok(t, owner.cookies, 'mutation ($id: ID!) { revokeInvitation(id: $id) }', {
      id: resent.resendInvitation.id,
    });
    expect((await gql(t, late.cookies, acceptMutation, { token: newToken })).code).toBe('INVALID_TOKEN');

    await invite(t, owner.cookies, projectId, late.email, 'VIEWER');
    const expiring = await invitationToken(t, late.email);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    try {
      // The session of a week ago has ended too: a fresh one.
      const cookies = sessionFrom(
        await post(t, '/api/auth/login', { email: late.email, password: goodPassword }),
      );
      expect((await gql(t, cookies, acceptMutation, { token: expiring })).code).toBe('INVALID_TOKEN');
      expect((await gql(t, cookies, '{ viewer { projects { id } } }')).data).toEqual({
        viewer: { projects: [] },
      });
    } finally {
      t.clock.advance(-(7 * 24 * 3600_000 + 1000));
    }
  });

  it('may be accepted by any signed-in account holding the link, and declined from the dashboard', async () => {
    const addressee = await person(t, 'Ann');
    const other = await person(t, 'Otto');
    await invite(t, owner.cookies, projectId, addressee.email, 'VIEWER');
    const token = await invitationToken(t, addressee.email);
    const answer = await ok<{ acceptInvitation: { viewerRole: string } }>(t, other.cookies, acceptMutation, {
      token,
    });
    expect(answer.acceptInvitation.viewerRole).toBe('VIEWER');

    const decliner = await person(t, 'Dora');
    await invite(t, owner.cookies, projectId, decliner.email, 'VIEWER');
    const { viewer } = await ok<{ viewer: { invitations: { id: string }[] } }>(
      t,
      decliner.cookies,
      '{ viewer { invitations { id } } }',
    );
    const id = viewer.invitations[0]?.id;
    // Someone else's invitation is not theirs to answer.
    expect(
      (
        await gql(
          t,
          other.cookies,
          'mutation ($id: ID!) { respondToInvitation(id: $id, accept: true) { id } }',
          { id },
        )
      ).code,
    ).toBe('NOT_FOUND');
    const declined = await ok(
      t,
      decliner.cookies,
      'mutation ($id: ID!) { respondToInvitation(id: $id, accept: false) { id } }',
      { id },
    );
    expect(declined).toEqual({ respondToInvitation: null });
    expect(
      (
        await ok<{ viewer: { invitations: unknown[] } }>(
          t,
          decliner.cookies,
          '{ viewer { invitations { id } } }',
        )
      ).viewer.invitations,
    ).toEqual([]);
  });
});

describe('members', () => {
  it('work in their languages only, review only as reviewers, and each change names its author', async () => {
    const translator = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['de'], 'Theo');
    const reviewer = await member(t, owner.cookies, projectId, 'REVIEWER', ['de'], 'Rita');
    const [key] = await createKeys(t, owner.cookies, groupId, [{ name: 'cart.title' }]);
    const keyId = key?.id as string;
    const saved = await ok<{ setTranslation: { version: number } }>(
      t,
      translator.cookies,
      setTranslationMutation,
      saveValue(keyId, 'de', 'Warenkorb'),
    );
    expect(saved.setTranslation.version).toBe(1);
    expect(
      (await gql(t, translator.cookies, setTranslationMutation, saveValue(keyId, 'fr', 'Panier'))).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await gql(
          t,
          translator.cookies,
          setTranslationMutation,
          saveValue(keyId, 'de', 'Warenkorb', 'REVIEWED', 1),
        )
      ).code,
    ).toBe('FORBIDDEN');
    await ok(t, reviewer.cookies, setTranslationMutation, saveValue(keyId, 'de', 'Warenkorb', 'REVIEWED', 1));
    // Clearing REVIEWED is the reviewer's too.
    expect(
      (
        await gql(
          t,
          translator.cookies,
          setTranslationMutation,
          saveValue(keyId, 'de', 'Einkaufswagen', undefined, 2),
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await gql(
          t,
          translator.cookies,
          'mutation ($g: ID!) { createKeys(groupId: $g, input: [{ name: "x" }]) { id } }',
          { g: groupId },
        )
      ).code,
    ).toBe('FORBIDDEN');

    const history = await ok<{ group: { keys: { nodes: { history: { kind: string; by: string }[] }[] } } }>(
      t,
      owner.cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { history { kind by } } } } }',
      { p: projectId, g: groupId },
    );
    expect(history.group.keys.nodes[0]?.history).toEqual([
      { kind: 'value.state', by: 'Rita Tester' },
      { kind: 'value.set', by: 'Theo Tester' },
      { kind: 'key.created', by: 'Olga Owner' },
    ]);

    // Addresses: a translator sees only their own; the owner sees everyone's.
    const seen = await ok<{
      project: { members: { firstName: string; email: string | null; role: string }[] };
    }>(t, translator.cookies, membersQuery, { p: projectId });
    expect(seen.project.members[0]).toMatchObject({ firstName: 'Olga', role: 'OWNER', email: null });
    expect(seen.project.members.find((row) => row.firstName === 'Theo')?.email).toBe(translator.email);
    expect(seen.project.members.find((row) => row.firstName === 'Rita')?.email).toBeNull();
    const managerView = await ok<{ project: { members: { email: string | null }[] } }>(
      t,
      owner.cookies,
      membersQuery,
      { p: projectId },
    );
    expect(managerView.project.members.every((row) => row.email !== null)).toBe(true);
    expect(
      (
        await gql(t, translator.cookies, 'query ($p: ID!) { project(id: $p) { invitations { id } } }', {
          p: projectId,
        })
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('lose access at their next request when removed, and the owner can be neither removed nor leave', async () => {
    const developer = await member(t, owner.cookies, projectId, 'DEVELOPER');
    const manager = await member(t, owner.cookies, projectId, 'MANAGER', undefined, 'Mia');
    const members = await ok<{ project: { members: { id: string; role: string }[] } }>(
      t,
      owner.cookies,
      membersQuery,
      { p: projectId },
    );
    const ownerRow = members.project.members.find((row) => row.role === 'OWNER');
    expect(
      (
        await gql(
          t,
          manager.cookies,
          'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }',
          { p: projectId, m: ownerRow?.id },
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await gql(
          t,
          manager.cookies,
          'mutation ($p: ID!, $m: ID!) { updateMember(projectId: $p, memberId: $m, role: VIEWER) { id } }',
          { p: projectId, m: ownerRow?.id },
        )
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      (await gql(t, owner.cookies, 'mutation ($p: ID!) { leaveProject(projectId: $p) }', { p: projectId }))
        .code,
    ).toBe('BAD_USER_INPUT');

    const changed = await ok<{ updateMember: { role: string; languages: string[] } }>(
      t,
      manager.cookies,
      'mutation ($p: ID!, $m: ID!) { updateMember(projectId: $p, memberId: $m, role: TRANSLATOR, languages: ["fr"]) { role languages } }',
      { p: projectId, m: developer.memberId },
    );
    expect(changed.updateMember).toEqual({ role: 'TRANSLATOR', languages: ['fr'] });
    await ok(
      t,
      manager.cookies,
      'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }',
      { p: projectId, m: developer.memberId },
    );
    const after = await gql(t, developer.cookies, 'query ($p: ID!) { project(id: $p) { id } }', {
      p: projectId,
    });
    expect(after.data).toEqual({ project: null });
    const export_ = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/export`,
      cookies: developer.cookies,
    });
    expect(export_.statusCode).toBe(404);

    await ok(t, manager.cookies, 'mutation ($p: ID!) { leaveProject(projectId: $p) }', { p: projectId });
    expect(
      (await gql(t, manager.cookies, 'query ($p: ID!) { project(id: $p) { id } }', { p: projectId })).data,
    ).toEqual({ project: null });

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/auth/security-log',
      cookies: manager.cookies,
    });
    const kinds = (log.json() as { events: { kind: string }[] }).events.map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['member-joined', 'member-role-changed', 'member-removed', 'member-left']),
    );
  });
});

describe('plans', () => {
  it('count members and open invitations, the owner included, against the owner’s plan', async () => {
    const boss = await person(t, 'Bo');
    const small = (await createProject(t, boss.cookies, 'Small', 'en')).id;
    const four = Array.from({ length: 4 }, (_, index) => ({
      email: `seat${index}@example.test`,
      role: 'VIEWER',
    }));
    await ok(t, boss.cookies, inviteMutation, { p: small, input: four });
    const sixth = await gql(t, boss.cookies, inviteMutation, {
      p: small,
      input: [{ email: 'seat5@example.test', role: 'VIEWER' }],
    });
    expect(sixth.code).toBe('PLAN_LIMIT_REACHED');
    expect(
      (
        await ok<{ plans: { id: string; memberLimit: number | null }[] }>(
          t,
          boss.cookies,
          '{ plans { id memberLimit } }',
        )
      ).plans,
    ).toEqual([
      { id: 'free', memberLimit: 5 },
      { id: 'pro', memberLimit: 50 },
      { id: 'business', memberLimit: null },
    ]);
    await ok(t, boss.cookies, changePlanMutation, { planId: 'pro' });
    await ok(t, boss.cookies, inviteMutation, {
      p: small,
      input: [{ email: 'seat5@example.test', role: 'VIEWER' }],
    });
    // Six seats taken: back to Free is refused.
    expect((await gql(t, boss.cookies, changePlanMutation, { planId: 'free' })).code).toBe(
      'PLAN_LIMIT_REACHED',
    );
  });
});

describe('ownership', () => {
  it('moves to a member within the re-auth window; the old owner stays as MANAGER; both are mailed', async () => {
    const first = await person(t, 'Fay', 'First');
    const shared = (await createProject(t, first.cookies, 'Handover', 'en')).id;
    const next = await member(t, first.cookies, shared, 'DEVELOPER', undefined, 'Ned');
    const transfer =
      'mutation ($p: ID!, $m: ID!) { transferOwnership(projectId: $p, memberId: $m) { viewerRole members { firstName role } } }';
    expect((await gql(t, next.cookies, transfer, { p: shared, m: next.memberId })).code).toBe('FORBIDDEN');

    // An account that owns a shared project cannot be deleted.
    const refused = await post(t, '/api/auth/setup/delete', { password: goodPassword }, first.cookies);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OWNS_SHARED_PROJECTS',
      details: { projects: ['Handover'] },
    });

    t.clock.advance(11 * 60_000);
    try {
      expect((await gql(t, first.cookies, transfer, { p: shared, m: next.memberId })).code).toBe(
        'REAUTH_REQUIRED',
      );
    } finally {
      t.clock.advance(-11 * 60_000);
    }
    const done = await ok<{
      transferOwnership: { viewerRole: string; members: { firstName: string; role: string }[] };
    }>(t, first.cookies, transfer, { p: shared, m: next.memberId });
    expect(done.transferOwnership.viewerRole).toBe('MANAGER');
    expect(done.transferOwnership.members).toEqual([
      { firstName: 'Ned', role: 'OWNER' },
      { firstName: 'Fay', role: 'MANAGER' },
    ]);
    expect((await t.mailsTo(next.email)).at(-1)?.subject).toBe('You now own “Handover” on Verba');
    expect((await t.mailsTo(first.email)).at(-1)?.subject).toBe('You handed “Handover” over on Verba');
    const counts = await ok<{ viewer: { projectsOwned: number } }>(
      t,
      next.cookies,
      '{ viewer { projectsOwned } }',
    );
    expect(counts.viewer.projectsOwned).toBe(1);

    // Deleting the member's account ends the membership; the owner's project stays.
    const gone = await post(t, '/api/auth/setup/delete', { password: goodPassword }, first.cookies);
    expect(gone.statusCode).toBeLessThan(300);
    const left = await ok<{ project: { members: { firstName: string }[] } }>(
      t,
      next.cookies,
      'query ($p: ID!) { project(id: $p) { members { firstName } } }',
      { p: shared },
    );
    expect(left.project.members).toEqual([{ firstName: 'Ned' }]);
  });
});
