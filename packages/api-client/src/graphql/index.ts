export { type ApolloClientOptions, createApolloClient } from './client.ts';
