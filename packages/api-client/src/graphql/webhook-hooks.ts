import type { ApolloCache, Reference } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  PingWebhookDocument,
  ProjectWebhooksDocument,
  RedeliverDocument,
  UpdateWebhookDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

/** MANAGER and OWNER: the server refuses the others, so screens ask only for them. */
export const useProjectWebhooks = (id: string) => useQuery(ProjectWebhooksDocument, { variables: { id } });

/** Creates a webhook; its signing secret is in this answer only, never in the cache's lists. */
export const useCreateWebhook = () =>
  useResultMutation(CreateWebhookDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data || !variables) return;
      const ref = cache.identify({ __typename: 'Webhook', id: data.createWebhook.webhook.id });
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: variables.projectId }),
        fields: {
          webhooks: (list: readonly Reference[], { toReference }) => [
            ...list,
            toReference(ref as string) as Reference,
          ],
        },
      });
    },
  });

/** The answer carries the webhook's id, so Apollo updates it in place (URL, events, active). */
export const useUpdateWebhook = () => useResultMutation(UpdateWebhookDocument);

export const useDeleteWebhook = (projectId: string) =>
  useResultMutation(DeleteWebhookDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data?.deleteWebhook || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: projectId }),
        fields: {
          webhooks: (list: readonly Reference[], { readField }) =>
            list.filter((item) => readField<string>('id', item) !== variables.id),
        },
      });
    },
  });

/** Puts a delivery first in its webhook's list (newest first); a redelivery keeps its id and place. */
function prependDelivery(cache: ApolloCache, webhookId: string, delivery: { id: string } | undefined) {
  if (!delivery) return;
  const ref = cache.identify({ __typename: 'WebhookDelivery', id: delivery.id });
  cache.modify({
    id: cache.identify({ __typename: 'Webhook', id: webhookId }),
    fields: {
      deliveries: (list: readonly Reference[], { readField, toReference }) =>
        list.some((item) => readField<string>('id', item) === delivery.id)
          ? list
          : [toReference(ref as string) as Reference, ...list],
    },
  });
}

/** Sends the event "ping" now; the delivery joins the webhook's list. */
export const usePingWebhook = () =>
  useResultMutation(PingWebhookDocument, {
    update: (cache, { data }, { variables }) => {
      if (variables) prependDelivery(cache, variables.id, data?.pingWebhook);
    },
  });

/** Sends a delivery again: the same id (the X-Verba-Delivery header), a new attempt. */
export const useRedeliver = (webhookId: string) =>
  useResultMutation(RedeliverDocument, {
    update: (cache, { data }) => prependDelivery(cache, webhookId, data?.redeliver),
  });
