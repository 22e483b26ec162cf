import { invitationLimits, viewerPermissions } from '@verba/contract';
import type { MockProject } from '../fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import type { MockInvitation, MockMember, MockRole } from '../team-fixtures.ts';
import { CodedError } from './coded-error.ts';
import { languagesOf } from './languages.ts';

/** Something@domain.tld without spaces: enough for the mock, and no regular expression to backtrack. */
function looksLikeEmail(value: string): boolean {
  const [local, domain, ...rest] = value.split('@');
  const dot = domain?.lastIndexOf('.') ?? -1;
  return rest.length === 0 && !!local && !!domain && dot > 0 && dot < domain.length - 1 && !/\s/.test(value);
}

// Members, roles and invitations (teams-contract.md) over the one store: the signed-in account's
// role in each project decides its permissions, and the refusals follow the contract's table.

const INVITE_MAX = invitationLimits.perCall;
const VALID_MS = invitationLimits.validDays * 24 * 60 * 60 * 1000;

export const roleOf = (project: MockProject): MockRole => project.viewerRole ?? 'OWNER';
export const isOwned = (project: MockProject) => roleOf(project) === 'OWNER';

/** Permissions from the contract's table for the signed-in account's role and languages. */
export function permissionsOf(project: MockProject, translatorsSuggest = false) {
  const languageTags = languagesOf(project).map((language) => language.tag);
  return viewerPermissions(membershipOf(project), {
    baseLanguage: project.baseLanguage,
    languageTags,
    translatorsSuggest,
  });
}

export const membershipOf = (project: MockProject) => ({
  role: roleOf(project),
  languages: project.viewerLanguages ?? [],
});

export function teamResolvers(store: MockStore, findProject: (id: string) => MockProject) {
  const session = () => {
    if (!store.session) throw new CodedError('You are not signed in.', 'UNAUTHENTICATED');
    return store.session;
  };
  const selfId = (project: MockProject) => `member-self-${project.id}`;
  const self = (project: MockProject): MockMember => {
    const user = session();
    return {
      id: selfId(project),
      accountId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: roleOf(project),
      languages: project.viewerLanguages ?? [],
      joinedAt: project.createdAt,
    };
  };
  const everyone = (project: MockProject) => [self(project), ...(project.members ?? [])];
  const byOwnerThenName = (a: MockMember, b: MockMember) =>
    Number(b.role === 'OWNER') - Number(a.role === 'OWNER') ||
    `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);

  const requireRight = (project: MockProject, right: 'manageMembers' | 'deleteProject') => {
    if (!permissionsOf(project)[right]) {
      throw new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');
    }
  };
  const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });
  const checkLanguages = (
    project: MockProject,
    role: MockRole,
    languages: readonly string[] | null | undefined,
  ) => {
    if (role !== 'TRANSLATOR' && role !== 'REVIEWER') return [];
    const tags = languagesOf(project).map((language) => language.tag);
    const unknown = (languages ?? []).find((tag) => !tags.includes(tag));
    if (unknown) throw badInput('languages', `The project has no language ${unknown}.`);
    return [...(languages ?? [])];
  };
  const findOther = (project: MockProject, memberId: string) => {
    const member = project.members?.find((candidate) => candidate.id === memberId);
    if (!member) throw new CodedError('Member not found.', 'NOT_FOUND');
    return member;
  };
  const mayShowEmail = (project: MockProject, member: MockMember) =>
    permissionsOf(project).manageMembers || member.id === selfId(project);
  const openInvitation = (id: string) => {
    const found = store.receivedInvitations.find(
      (candidate) => candidate.id === id || candidate.token === id,
    );
    if (!found) throw new CodedError('This invitation is no longer valid.', 'INVALID_TOKEN');
    return found;
  };
  const join = (invitationId: string) => {
    const invitation = openInvitation(invitationId);
    store.receivedInvitations = store.receivedInvitations.filter((candidate) => candidate !== invitation);
    const project = {
      ...invitation.project,
      viewerRole: invitation.role,
      viewerLanguages: invitation.languages,
    };
    store.projects.push(project);
    return project;
  };
  const receivedView = (invitation: (typeof store.receivedInvitations)[number]) => ({
    ...invitation,
    projectName: invitation.project.name,
  });

  return {
    projectFields: (project: MockProject) => ({
      viewerRole: roleOf(project),
      viewerPermissions: () =>
        permissionsOf(project, store.workspace.translatorsSuggest?.includes(project.id) ?? false),
      members: () =>
        everyone(project)
          .sort(byOwnerThenName)
          .map((member) => ({ ...member, email: mayShowEmail(project, member) ? member.email : null })),
      invitations: () => {
        requireRight(project, 'manageMembers');
        return project.invitations ?? [];
      },
    }),
    viewerInvitations: () => store.receivedInvitations.map(receivedView),
    invitation: ({ token }: { token: string }) => {
      session();
      return receivedView(openInvitation(token));
    },
    join,
    mutations: {
      inviteMembers: ({
        projectId,
        input,
      }: {
        projectId: string;
        input: { email: string; role: MockRole; languages?: string[] | null }[];
      }) => {
        const project = findProject(projectId);
        requireRight(project, 'manageMembers');
        if (input.length < 1 || input.length > INVITE_MAX) {
          throw badInput('input', `Invite 1 to ${INVITE_MAX} addresses at a time.`);
        }
        const taken = new Set([
          ...everyone(project).map((member) => member.email.toLowerCase()),
          ...(project.invitations ?? []).map((invitation) => invitation.email.toLowerCase()),
        ]);
        const user = session();
        const now = new Date();
        const created: MockInvitation[] = input.map((entry) => {
          const email = entry.email.trim();
          if (!looksLikeEmail(email)) throw badInput('email', `“${email}” is not an e-mail address.`);
          if (taken.has(email.toLowerCase())) {
            throw badInput('email', `${email} is already a member or invited.`);
          }
          if (entry.role === 'OWNER')
            throw badInput('role', 'A project has one owner; transfer ownership instead.');
          taken.add(email.toLowerCase());
          return {
            id: newId(store, 'invitation'),
            email,
            role: entry.role,
            languages: checkLanguages(project, entry.role, entry.languages),
            invitedBy: `${user.firstName} ${user.lastName}`,
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + VALID_MS).toISOString(),
          };
        });
        project.invitations = [...(project.invitations ?? []), ...created];
        return created;
      },
      resendInvitation: ({ id }: { id: string }) => {
        const project = store.projects.find((candidate) =>
          candidate.invitations?.some((entry) => entry.id === id),
        );
        const invitation = project?.invitations?.find((entry) => entry.id === id);
        if (!project || !invitation) throw new CodedError('Invitation not found.', 'NOT_FOUND');
        requireRight(project, 'manageMembers');
        invitation.expiresAt = new Date(Date.now() + VALID_MS).toISOString();
        return invitation;
      },
      revokeInvitation: ({ id }: { id: string }) => {
        const project = store.projects.find((candidate) =>
          candidate.invitations?.some((entry) => entry.id === id),
        );
        if (!project) throw new CodedError('Invitation not found.', 'NOT_FOUND');
        requireRight(project, 'manageMembers');
        project.invitations = project.invitations?.filter((entry) => entry.id !== id);
        return true;
      },
      updateMember: ({
        projectId,
        memberId,
        role,
        languages,
      }: {
        projectId: string;
        memberId: string;
        role: MockRole;
        languages?: string[] | null;
      }) => {
        const project = findProject(projectId);
        requireRight(project, 'manageMembers');
        const member = findOther(project, memberId);
        if (member.role === 'OWNER' || role === 'OWNER') {
          throw badInput('role', 'The owner’s role changes only by transferring ownership.');
        }
        member.role = role;
        member.languages = checkLanguages(project, role, languages);
        return member;
      },
      removeMember: ({ projectId, memberId }: { projectId: string; memberId: string }) => {
        const project = findProject(projectId);
        requireRight(project, 'manageMembers');
        if (findOther(project, memberId).role === 'OWNER')
          throw badInput('memberId', 'The owner cannot be removed.');
        project.members = project.members?.filter((member) => member.id !== memberId);
        return true;
      },
      leaveProject: ({ projectId }: { projectId: string }) => {
        const project = findProject(projectId);
        if (isOwned(project))
          throw badInput('projectId', 'The owner cannot leave; transfer ownership first.');
        store.projects = store.projects.filter((candidate) => candidate !== project);
        return true;
      },
      transferOwnership: ({ projectId, memberId }: { projectId: string; memberId: string }) => {
        const project = findProject(projectId);
        requireRight(project, 'deleteProject');
        if (store.reauthNeeded) throw new CodedError('Confirm it is you first.', 'REAUTH_REQUIRED');
        const member = findOther(project, memberId);
        member.role = 'OWNER';
        member.languages = [];
        project.viewerRole = 'MANAGER';
        project.viewerLanguages = [];
        return project;
      },
      respondToInvitation: ({ id, accept }: { id: string; accept: boolean }) => {
        session();
        if (accept) return join(id);
        const invitation = store.receivedInvitations.find((candidate) => candidate.id === id);
        if (!invitation) throw new CodedError('Invitation not found.', 'NOT_FOUND');
        store.receivedInvitations = store.receivedInvitations.filter((candidate) => candidate !== invitation);
        return null;
      },
    },
  };
}
