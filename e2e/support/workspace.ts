import type { APIRequestContext, Page } from '@playwright/test';
import { gql } from './graphql.ts';

// The project, languages, group and keys most editor specs start from, made through the API with the
// request's session: those specs drive the screens that come after.

export interface WorkspaceSeed {
  /** The project's name; its base language is en-US. */
  project?: string;
  /** Target languages. */
  languages?: string[];
  /** The one group's name. */
  group?: string;
}

/** A project (en-US with German and French unless told) and one group; their ids and the group's path. */
export async function seedWorkspace(
  request: APIRequestContext,
  { project = 'Shop', languages = ['de-DE', 'fr-FR'], group = 'Website' }: WorkspaceSeed = {},
) {
  const { createProject } = await gql<{ createProject: { id: string } }>(
    request,
    'mutation ($n: String!) { createProject(input: { name: $n, baseLanguage: "en-US" }) { id } }',
    { n: project },
  );
  const projectId = createProject.id;
  await gql(request, 'mutation ($p: ID!, $t: [String!]!) { addLanguages(projectId: $p, tags: $t) { tag } }', {
    p: projectId,
    t: languages,
  });
  const { createGroup } = await gql<{ createGroup: { id: string } }>(
    request,
    'mutation ($p: ID!, $n: String!) { createGroup(projectId: $p, input: { name: $n }) { id } }',
    { p: projectId, n: group },
  );
  return { projectId, groupId: createGroup.id, path: `/group/${projectId}/${createGroup.id}` };
}

/** Keys in the group, in the order named; their ids and names. */
export async function createKeys(request: APIRequestContext, groupId: string, names: string[]) {
  const { createKeys } = await gql<{ createKeys: { id: string; name: string }[] }>(
    request,
    'mutation ($g: ID!, $input: [KeyInput!]!) { createKeys(groupId: $g, input: $input) { id name } }',
    { g: groupId, input: names.map((name) => ({ name })) },
  );
  return createKeys;
}

/** The cells of one key's row in the open group's grid: the key, then a cell per shown language. */
export const keyCells = (page: Page, key: string, group = 'Website') =>
  page
    .getByRole('grid', { name: `Keys and translations of ${group}` })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: key, exact: true }) })
    .getByRole('gridcell');

export interface Invitation {
  email: string;
  role: string;
  languages: string[];
}

/** Invites people to the project through the API, as the request's member (who must be a MANAGER). */
export async function inviteThroughApi(
  request: APIRequestContext,
  projectId: string,
  invitations: Invitation[],
) {
  await gql(
    request,
    'mutation ($p: ID!, $input: [InvitationInput!]!) { inviteMembers(projectId: $p, input: $input) { id } }',
    { p: projectId, input: invitations },
  );
}
