import { useQuery } from '@apollo/client/react';
import { ChangePlanDocument, SubscriptionPageDocument } from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export const useSubscriptionPage = () => useQuery(SubscriptionPageDocument);

// The answer is the viewer's one Subscription object (a cache singleton), so every screen showing
// the plan updates from the result alone.
export const useChangePlan = () => useResultMutation(ChangePlanDocument);
