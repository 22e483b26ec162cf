import { ErrorLink } from '@apollo/client/link/error';
import { reportSessionEnded, UNAUTHENTICATED } from '../auth/session-events.ts';
import { graphqlFailure } from '../graphql-failure.ts';

/** Reports a query or mutation refused for want of a session, as REST calls do, so the page can send the person to sign in. */
export const sessionEndedLink = new ErrorLink(({ error }) => {
  if (graphqlFailure(error).code === UNAUTHENTICATED) reportSessionEnded();
});
