import { useAuth } from '@verba/api-client';
import { createApolloClient, GraphqlProvider } from '@verba/api-client/graphql';
import type { ReactNode } from 'react';

type ApolloClient = ReturnType<typeof createApolloClient>;

// Created on the first signed-in page that needs it (this module loads only with those pages), and
// afresh for another account, so no cached project of one account is ever shown to the next.
let current: { accountId: string; client: ApolloClient } | null = null;

function clientFor(accountId: string): ApolloClient {
  if (current?.accountId !== accountId) {
    void current?.client.clearStore();
    current = { accountId, client: createApolloClient() };
  }
  return current.client;
}

/** Gives the screens below it the Apollo client of the signed-in account (RequireAuth sits above). */
export function GraphqlBoundary({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;
  return <GraphqlProvider client={clientFor(state.user.id)}>{children}</GraphqlProvider>;
}
