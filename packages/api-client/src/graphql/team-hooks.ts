import { useQuery } from '@apollo/client/react';
import {
  AcceptInvitationDocument,
  InvitationPageDocument,
  InviteMembersDocument,
  LeaveProjectDocument,
  ProjectInvitationsDocument,
  ProjectMembersDocument,
  RemoveMemberDocument,
  ResendInvitationDocument,
  RespondToInvitationDocument,
  RevokeInvitationDocument,
  TransferOwnershipDocument,
  UpdateMemberDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';
import {
  addInvitations,
  dropReceivedInvitation,
  joinProject,
  leaveProjectInCache,
  ownProjectLess,
  removeInvitation,
  removeMemberFromProject,
  replaceInvitation,
} from './team-cache-updates.ts';

/** null data.project: no such project, or not one the viewer is a member of. */
export const useProjectMembers = (id: string) => useQuery(ProjectMembersDocument, { variables: { id } });

/** Only for MANAGER and OWNER: the server refuses the others, so screens ask only for them. */
export const useProjectInvitations = (id: string) =>
  useQuery(ProjectInvitationsDocument, { variables: { id } });

export const useInvitationPage = (token: string) =>
  useQuery(InvitationPageDocument, { variables: { token }, skip: token === '' });

export const useInviteMembers = () =>
  useResultMutation(InviteMembersDocument, {
    update: (cache, { data }, { variables }) => {
      if (data && variables) {
        addInvitations(
          cache,
          variables.projectId,
          data.inviteMembers.map((invitation) => invitation.id),
        );
      }
    },
  });

export const useResendInvitation = () =>
  useResultMutation(ResendInvitationDocument, {
    update: (cache, { data }, { variables }) => {
      if (data && variables) replaceInvitation(cache, variables.id, data.resendInvitation.id);
    },
  });

export const useRevokeInvitation = (projectId: string) =>
  useResultMutation(RevokeInvitationDocument, {
    update: (cache, { data }, { variables }) => {
      if (data?.revokeInvitation && variables) removeInvitation(cache, projectId, variables.id);
    },
  });

export const useAcceptInvitation = () =>
  useResultMutation(AcceptInvitationDocument, {
    update: (cache, { data }) => {
      if (data) joinProject(cache, null, data.acceptInvitation.id);
    },
  });

export const useRespondToInvitation = () =>
  useResultMutation(RespondToInvitationDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data || !variables) return;
      if (data.respondToInvitation) joinProject(cache, variables.id, data.respondToInvitation.id);
      else dropReceivedInvitation(cache, variables.id);
    },
  });

export const useUpdateMember = () => useResultMutation(UpdateMemberDocument);

export const useRemoveMember = () =>
  useResultMutation(RemoveMemberDocument, {
    update: (cache, { data }, { variables }) => {
      if (data?.removeMember && variables)
        removeMemberFromProject(cache, variables.projectId, variables.memberId);
    },
  });

export const useLeaveProject = () =>
  useResultMutation(LeaveProjectDocument, {
    update: (cache, { data }, { variables }) => {
      if (data?.leaveProject && variables) leaveProjectInCache(cache, variables.projectId);
    },
  });

export const useTransferOwnership = () =>
  useResultMutation(TransferOwnershipDocument, {
    update: (cache, { data }) => {
      if (data) ownProjectLess(cache);
    },
  });
