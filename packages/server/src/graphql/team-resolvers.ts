import type { FastifyRequest } from 'fastify';
import type { Access } from '../access/authorize.ts';
import type { Account } from '../auth/session-service.ts';
import { DomainError } from '../errors.ts';
import { mailLocale } from '../mail/mail-templates.ts';
import type { Project } from '../projects/project-service.ts';
import { originOf } from '../routes/request-origin.ts';
import type { ChangeContext } from '../teams/change-context.ts';
import {
  acceptInvitation,
  invitationByToken,
  invitationsOfProject,
  invitationView,
  inviteMembers,
  receivedInvitations,
  resendInvitation,
  respondToInvitation,
  revokeInvitation,
} from '../teams/invitation-service.ts';
import {
  leaveProject,
  type MemberRow,
  membersOf,
  removeMember,
  transferOwnership,
  updateMember,
  visibleEmail,
} from '../teams/member-service.ts';
import { permissionsView } from '../teams/permissions-view.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

type TeamContext = GraphqlContext & { req: FastifyRequest };

/** The mail language (Accept-Language; English when none fits) and origin of a member change. */
const changeContext = (context: TeamContext): ChangeContext => ({
  locale: mailLocale(context.req.headers['accept-language']),
  origin: originOf(context.req),
  now: context.now(),
});

async function accessOf(project: Project, context: GraphqlContext): Promise<Access> {
  const access = await signedIn(context).loaders.access.load(project.id);
  if (!access) throw new DomainError('NOT_FOUND', 'Project not found.');
  return access;
}

const memberView = (viewer: Access, member: MemberRow) => ({
  ...member,
  email: visibleEmail(viewer, member),
  joinedAt: member.joinedAt.toISOString(),
});

// A change of membership: the request's later fields read the viewer's role afresh.
const forget = (context: GraphqlContext, projectId: string) =>
  signedIn(context).loaders.access.clear(projectId);

// The teams contract's part of the schema; resolvers only shape answers, services check.
export const teamResolvers = {
  Query: {
    invitation: async (_: unknown, { token }: Args<{ token: string }>, context: GraphqlContext) => {
      signedIn(context);
      return invitationView(await invitationByToken(context.db, token, context.now()));
    },
  },
  Viewer: {
    invitations: async (_: Account, __: unknown, context: GraphqlContext) =>
      (await receivedInvitations(context.db, principal(context), context.now())).map(invitationView),
  },
  Project: {
    viewerRole: async (project: Project, _: unknown, context: GraphqlContext) =>
      (await accessOf(project, context)).member.role,
    viewerPermissions: async (project: Project, _: unknown, context: GraphqlContext) => {
      const [access, languages] = await Promise.all([
        accessOf(project, context),
        signedIn(context).loaders.workspace.languages.load(project.id),
      ]);
      return permissionsView(
        access,
        languages.map((language) => language.tag),
      );
    },
    members: async (project: Project, _: unknown, context: GraphqlContext) => {
      const [access, members] = await Promise.all([
        accessOf(project, context),
        membersOf(context.db, project.id),
      ]);
      return members.map((member) => memberView(access, member));
    },
    invitations: async (project: Project, _: unknown, context: GraphqlContext) =>
      (await invitationsOfProject(context.db, principal(context), project.id, context.now())).map(
        invitationView,
      ),
  },
  Mutation: {
    inviteMembers: async (
      _: unknown,
      {
        projectId,
        input,
      }: Args<{ projectId: string; input: { email: string; role: string; languages?: string[] | null }[] }>,
      context: TeamContext,
    ) =>
      (
        await inviteMembers(
          context.db,
          principal(context),
          projectId,
          input,
          changeContext(context),
          context.outbox,
          context.links,
          context.invitationMails,
        )
      ).map(invitationView),
    resendInvitation: async (_: unknown, { id }: Args<{ id: string }>, context: TeamContext) =>
      invitationView(
        await resendInvitation(
          context.db,
          principal(context),
          id,
          changeContext(context),
          context.outbox,
          context.links,
          context.invitationMails,
        ),
      ),
    revokeInvitation: (_: unknown, { id }: Args<{ id: string }>, context: TeamContext) =>
      revokeInvitation(context.db, principal(context), id, changeContext(context)),
    acceptInvitation: async (_: unknown, { token }: Args<{ token: string }>, context: TeamContext) => {
      const project = await acceptInvitation(context.db, principal(context), token, changeContext(context));
      forget(context, project.id);
      return project;
    },
    respondToInvitation: async (
      _: unknown,
      { id, accept }: Args<{ id: string; accept: boolean }>,
      context: TeamContext,
    ) => {
      const project = await respondToInvitation(
        context.db,
        principal(context),
        id,
        accept,
        changeContext(context),
      );
      if (project) forget(context, project.id);
      return project;
    },
    updateMember: async (
      _: unknown,
      input: Args<{ projectId: string; memberId: string; role: string; languages?: string[] | null }>,
      context: TeamContext,
    ) => {
      const { access, member } = await updateMember(
        context.db,
        principal(context),
        input,
        changeContext(context),
      );
      forget(context, input.projectId);
      return memberView(access, member);
    },
    removeMember: (
      _: unknown,
      { projectId, memberId }: Args<{ projectId: string; memberId: string }>,
      context: TeamContext,
    ) =>
      removeMember(
        context.db,
        principal(context),
        projectId,
        memberId,
        changeContext(context),
        context.endAccess,
      ),
    leaveProject: async (_: unknown, { projectId }: Args<{ projectId: string }>, context: TeamContext) => {
      const left = await leaveProject(
        context.db,
        principal(context),
        projectId,
        changeContext(context),
        context.endAccess,
      );
      forget(context, projectId);
      return left;
    },
    transferOwnership: async (
      _: unknown,
      { projectId, memberId }: Args<{ projectId: string; memberId: string }>,
      context: TeamContext,
    ) => {
      const project = await transferOwnership(
        context.db,
        principal(context),
        projectId,
        memberId,
        changeContext(context),
        context.outbox,
        context.links,
      );
      forget(context, projectId);
      return project;
    },
  },
};
