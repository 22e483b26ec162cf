import { hasSignedInHint, useAuth } from '@verba/api-client';
import { createApolloClient, GraphqlProvider } from '@verba/api-client/graphql';
import type { ReactNode } from 'react';
import { nextTask } from '../shell/next-task.ts';

type ApolloClient = ReturnType<typeof createApolloClient>;

// Created on the first signed-in page that needs it (this module loads only with those pages), and
// afresh for another account, so no cached project of one account is ever shown to the next.
// accountId is null while a preload runs before the session check has named the account.
let current: { accountId: string | null; client: ApolloClient } | null = null;

function clientFor(accountId: string): ApolloClient {
  // A preload's client was filled with this browser's session: the account the check names.
  if (current?.accountId === null) current.accountId = accountId;
  if (current?.accountId !== accountId) {
    void current?.client.clearStore();
    current = { accountId, client: createApolloClient() };
  }
  return current.client;
}

/**
 * A route loader's head start: sends the page's query now, beside the session check and the first
 * render, instead of after them. Only for a browser that holds a session hint; a refused query is
 * left for the page (or the guard) to answer. Returns the loader's empty data at once.
 */
export function preload(query: (client: ApolloClient) => Promise<unknown>): null {
  if (hasSignedInHint()) {
    current ??= { accountId: null, client: createApolloClient() };
    const { client } = current;
    // The client's first query (document transforms, printing) in a task of its own, not in the
    // one that evaluated the route's chunks.
    void nextTask().then(() => query(client).catch(() => undefined));
  }
  return null;
}

/** Gives the screens below it the Apollo client of the signed-in account (RequireAuth sits above). */
export function GraphqlBoundary({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;
  return <GraphqlProvider client={clientFor(state.user.id)}>{children}</GraphqlProvider>;
}
