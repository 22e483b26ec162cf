import type { Decorator } from '@storybook/react-vite';
import { createApolloClient, GraphqlProvider } from '@verba/api-client/graphql';
import { type ReactNode, useState } from 'react';

function FreshClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createApolloClient());
  return <GraphqlProvider client={client}>{children}</GraphqlProvider>;
}

/** Stories only: a fresh Apollo client (so a fresh cache) for every story, as the app gives screens. */
export const withApollo: Decorator = (Story) => (
  <FreshClient>
    <Story />
  </FreshClient>
);
