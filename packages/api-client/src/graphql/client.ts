import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { createCache } from './cache.ts';
import { sessionEndedLink } from './session-ended-link.ts';

export interface ApolloClientOptions {
  /** Defaults to the same-origin /api/graphql. */
  uri?: string;
}

/** The Apollo client for /api/graphql; kept out of the main entry so the landing page never loads it. */
export function createApolloClient({ uri = '/api/graphql' }: ApolloClientOptions = {}) {
  return new ApolloClient({
    link: ApolloLink.from([sessionEndedLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: createCache(),
  });
}
