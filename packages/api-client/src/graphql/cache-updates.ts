import type { ApolloCache, Reference } from '@apollo/client';

// Mutations answer with the changed object, which Apollo normalises on its own; these functions do
// the rest (lists and counts), so no screen ever refetches after a change.

type Refs = readonly Reference[];

const viewerId = (cache: ApolloCache) => cache.identify({ __typename: 'Viewer' });

export function addProjectToViewer(cache: ApolloCache, projectId: string) {
  cache.modify({
    id: viewerId(cache),
    fields: {
      projects: (refs: Refs, { toReference }) => {
        const ref = toReference({ __typename: 'Project', id: projectId });
        return ref ? [...refs, ref] : refs;
      },
      projectsOwned: (count: number) => count + 1,
    },
  });
}

export function removeProjectFromViewer(cache: ApolloCache, projectId: string) {
  cache.modify({
    id: viewerId(cache),
    fields: {
      projects: (refs: Refs, { readField }) => refs.filter((ref) => readField('id', ref) !== projectId),
      projectsOwned: (count: number) => Math.max(0, count - 1),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Project', id: projectId }) });
  cache.gc();
}

export function addGroupToProject(cache: ApolloCache, projectId: string, groupId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Project', id: projectId }),
    fields: {
      groups: (refs: Refs, { toReference }) => {
        const ref = toReference({ __typename: 'Group', id: groupId });
        return ref ? [...refs, ref] : refs;
      },
    },
  });
}

export function removeGroupFromProject(cache: ApolloCache, projectId: string, groupId: string) {
  cache.modify({
    id: cache.identify({ __typename: 'Project', id: projectId }),
    fields: {
      groups: (refs: Refs, { readField }) => refs.filter((ref) => readField('id', ref) !== groupId),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Group', id: groupId }) });
  cache.gc();
}
