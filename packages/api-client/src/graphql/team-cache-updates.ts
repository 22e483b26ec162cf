import type { ApolloCache, Reference } from '@apollo/client';

// The teams mutations' list and count changes, in the style of cache-updates.ts: no refetch after a change.

type Refs = readonly Reference[];

const viewerId = (cache: ApolloCache) => cache.identify({ __typename: 'Viewer' });
const projectId = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Project', id });

/** A joined project joins the list; it is shared, so "Projects owned" stays as it is. */
export function joinProject(cache: ApolloCache, invitationId: string | null, project: string) {
  cache.modify({
    id: viewerId(cache),
    fields: {
      projects: (refs: Refs, { toReference, readField }) => {
        const ref = toReference({ __typename: 'Project', id: project });
        if (!ref || refs.some((candidate) => readField('id', candidate) === project)) return refs;
        return [...refs, ref];
      },
    },
  });
  if (invitationId) dropReceivedInvitation(cache, invitationId);
}

export function dropReceivedInvitation(cache: ApolloCache, invitationId: string) {
  cache.modify({
    id: viewerId(cache),
    fields: {
      invitations: (refs: Refs, { readField }) => refs.filter((ref) => readField('id', ref) !== invitationId),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'ReceivedInvitation', id: invitationId }) });
}

/** Left (or handed over and then left): the project is gone from the viewer's world. */
export function leaveProjectInCache(cache: ApolloCache, project: string) {
  cache.modify({
    id: viewerId(cache),
    fields: {
      projects: (refs: Refs, { readField }) => refs.filter((ref) => readField('id', ref) !== project),
    },
  });
  cache.evict({ id: projectId(cache, project) });
  cache.gc();
}

/** The viewer handed the project over: it is no longer one they own. */
export function ownProjectLess(cache: ApolloCache) {
  cache.modify({ id: viewerId(cache), fields: { projectsOwned: (count: number) => Math.max(0, count - 1) } });
}

export function addInvitations(cache: ApolloCache, project: string, ids: readonly string[]) {
  cache.modify({
    id: projectId(cache, project),
    fields: {
      invitations: (refs: Refs, { toReference }) => [
        ...refs,
        ...ids.flatMap((id) => toReference({ __typename: 'Invitation', id }) ?? []),
      ],
    },
  });
}

/** A resent invitation may come back under a new id (the old link ended): it takes the old one's place. */
export function replaceInvitation(cache: ApolloCache, oldId: string, newId: string) {
  if (oldId === newId) return;
  cache.modify({
    fields: {
      invitations: (refs: Refs, { readField, toReference }) =>
        refs.map((ref) =>
          readField('id', ref) === oldId
            ? (toReference({ __typename: 'Invitation', id: newId }) ?? ref)
            : ref,
        ),
    },
  });
}

export function removeInvitation(cache: ApolloCache, project: string, id: string) {
  cache.modify({
    id: projectId(cache, project),
    fields: { invitations: (refs: Refs, { readField }) => refs.filter((ref) => readField('id', ref) !== id) },
  });
  cache.evict({ id: cache.identify({ __typename: 'Invitation', id }) });
}

export function removeMemberFromProject(cache: ApolloCache, project: string, memberId: string) {
  cache.modify({
    id: projectId(cache, project),
    fields: {
      members: (refs: Refs, { readField }) => refs.filter((ref) => readField('id', ref) !== memberId),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Member', id: memberId }) });
}
