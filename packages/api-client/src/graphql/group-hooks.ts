import { useQuery } from '@apollo/client/react';
import { addGroupToProject, removeGroupFromProject } from './cache-updates.ts';
import {
  CreateGroupDocument,
  DeleteGroupDocument,
  GroupPageDocument,
  UpdateFileShapeDocument,
  UpdateGroupDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

/** null data.group: no such group in that project, or not the caller's. */
export const useGroup = (projectId: string, id: string) =>
  useQuery(GroupPageDocument, { variables: { projectId, id } });

export const useCreateGroup = () =>
  useResultMutation(CreateGroupDocument, {
    update: (cache, { data }, { variables }) => {
      if (data && variables) addGroupToProject(cache, variables.projectId, data.createGroup.id);
    },
  });

export const useUpdateGroup = () => useResultMutation(UpdateGroupDocument);

export const useDeleteGroup = () =>
  useResultMutation(DeleteGroupDocument, {
    update: (cache, { data }, { variables }) => {
      if (data?.deleteGroup && variables) removeGroupFromProject(cache, variables.projectId, variables.id);
    },
  });

/** Merges the input over the group's file shape; KEY_CONFLICT names two keys that would collide. */
export const useUpdateFileShape = () => useResultMutation(UpdateFileShapeDocument);
