import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore, graphqlHandlers, receivedInvitations, sharedProject, teamProjects } from './index.ts';

const origin = 'http://localhost';

type Answer = { data?: Record<string, unknown> | null; errors?: { extensions: Record<string, unknown> }[] };

function setup(options: Parameters<typeof createStore>[0]) {
  const store = createStore({ signedIn: true, ...options });
  const handlers = graphqlHandlers(store, `${origin}/api/graphql`) as RequestHandler[];
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const request = new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    return (await response?.json()) as Answer;
  };
  return { store, gql };
}

const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions.code;

describe('teams mock', () => {
  it('lists the owner first, then by name, with e-mail addresses for the owner', async () => {
    const { gql } = setup({ projects: teamProjects() });
    const answer = await gql(
      `{ project(id: "project-website") { viewerRole members { firstName role email } } }`,
    );
    const project = answer.data?.project as {
      viewerRole: string;
      members: { firstName: string; email: string }[];
    };
    expect(project.viewerRole).toBe('OWNER');
    expect(project.members.map((member) => member.firstName)).toEqual(['Ada', 'Alan', 'Grace', 'Katherine']);
    expect(project.members[1]?.email).toBe('alan@example.com');
  });

  it('gives a translator only their languages and refuses them the invitations', async () => {
    const { gql } = setup({ projects: [sharedProject('TRANSLATOR', ['de-DE'])] });
    const answer = await gql(
      `{ project(id: "project-handbook") { viewerPermissions { translateLanguages editKeys manageMembers } members { email } } }`,
    );
    const project = answer.data?.project as {
      viewerPermissions: { translateLanguages: string[]; editKeys: boolean };
      members: { email: string | null }[];
    };
    expect(project.viewerPermissions).toMatchObject({ translateLanguages: ['de-DE'], editKeys: false });
    expect(project.members.find((member) => member.email !== 'ada@example.com')?.email).toBeNull();
    const refused = await gql(`{ project(id: "project-handbook") { invitations { id } } }`);
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('says a translator only suggests where translators suggest, from the contract’s table', async () => {
    const { gql, store } = setup({ projects: [sharedProject('TRANSLATOR', ['de-DE'])] });
    const read = `{ project(id: "project-handbook") { viewerPermissions { suggestOnly } } }`;
    expect(await gql(read)).toEqual({ data: { project: { viewerPermissions: { suggestOnly: false } } } });
    store.workspace.translatorsSuggest = ['project-handbook'];
    expect(await gql(read)).toEqual({ data: { project: { viewerPermissions: { suggestOnly: true } } } });
  });

  it('refuses inviting an address that is already invited, naming the field', async () => {
    const { gql, store } = setup({ projects: teamProjects() });
    const answer = await gql(
      `mutation { inviteMembers(projectId: "project-website", input: [{ email: "new@example.com", role: VIEWER }, { email: "linus@example.com", role: VIEWER }]) { id } }`,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions.field).toBe('email');
    // All or none.
    expect(store.projects[0]?.invitations?.map((invitation) => invitation.email)).toEqual([
      'linus@example.com',
    ]);
  });

  it('joins a project by the link and counts it as shared, not owned', async () => {
    const { gql } = setup({ receivedInvitations: receivedInvitations() });
    const joined = await gql(`mutation { acceptInvitation(token: "invite-glossary") { name viewerRole } }`);
    expect(joined.data?.acceptInvitation).toEqual({ name: 'Glossary', viewerRole: 'REVIEWER' });
    const viewer = await gql(`{ viewer { projectsOwned projects { name } invitations { id } } }`);
    expect(viewer.data?.viewer).toMatchObject({ projectsOwned: 2, invitations: [] });
    const again = await gql(`mutation { acceptInvitation(token: "invite-glossary") { name } }`);
    expect(codeOf(again)).toBe('INVALID_TOKEN');
  });

  it('asks to confirm it is you before transferring ownership', async () => {
    const { gql, store } = setup({ projects: teamProjects(), reauthNeeded: true });
    const transfer = `mutation { transferOwnership(projectId: "project-website", memberId: "member-grace") { viewerRole } }`;
    expect(codeOf(await gql(transfer))).toBe('REAUTH_REQUIRED');
    store.reauthNeeded = false;
    expect((await gql(transfer)).data?.transferOwnership).toEqual({ viewerRole: 'MANAGER' });
  });

  it('refuses the owner leaving', async () => {
    const { gql } = setup({ projects: teamProjects() });
    expect(codeOf(await gql(`mutation { leaveProject(projectId: "project-website") }`))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
