import { useQuery } from '@apollo/client/react';
import { GroupProgressDocument, ProjectProgressDocument } from './generated/graphql.ts';

/** The project's languages and its progress per language, over all groups and per group. */
export const useProjectProgress = (id: string) => useQuery(ProjectProgressDocument, { variables: { id } });

/**
 * A group's progress, one entry per project language; null data.group: no such group. Asked anew
 * on each mount, since the editor beside it changes the figures.
 */
export const useGroupProgress = (projectId: string, id: string) =>
  useQuery(GroupProgressDocument, { variables: { projectId, id }, fetchPolicy: 'network-only' });
