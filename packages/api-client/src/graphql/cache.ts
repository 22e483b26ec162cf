import { InMemoryCache } from '@apollo/client';

/**
 * One viewer and one subscription per client (the app builds a client per signed-in account), so
 * both are singletons: a changePlan result lands on the viewer without any update code.
 */
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Viewer: { keyFields: [] },
      Subscription: { keyFields: [] },
      // A term's translations are a value of the term, replaced whole by each answer.
      GlossaryTerm: { fields: { translations: { merge: false } } },
    },
  });
}
