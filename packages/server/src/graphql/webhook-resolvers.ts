import type { Project } from '../projects/project-service.ts';
import {
  createWebhook,
  deleteWebhook,
  deliveriesOf,
  pingWebhook,
  redeliver,
  updateWebhook,
  type WebhookView,
  webhooksOf,
} from '../webhooks/webhook-service.ts';
import { type Args, type GraphqlContext, principal } from './resolvers.ts';

// The pipeline contract's webhooks; the service checks the role (MANAGER, OWNER) and the URL.
export const webhookResolvers = {
  Project: {
    webhooks: (project: Project, _: unknown, context: GraphqlContext) =>
      webhooksOf(context.db, principal(context), project.id),
  },
  Webhook: {
    // `first` is checked against 1..100 with the operation's cost (list-sizes.ts).
    deliveries: (webhook: WebhookView, { first }: Args<{ first: number }>, context: GraphqlContext) =>
      deliveriesOf(context.db, webhook.id, first),
  },
  Mutation: {
    createWebhook: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: unknown }>,
      context: GraphqlContext,
    ) => {
      const { secrets, lookup, allowPrivate } = context.webhooks;
      return createWebhook(
        context.db,
        principal(context),
        projectId,
        input,
        context.now(),
        secrets,
        lookup,
        allowPrivate,
      );
    },
    updateWebhook: (
      _: unknown,
      { id, input }: Args<{ id: string; input: unknown }>,
      context: GraphqlContext,
    ) => {
      const { lookup, allowPrivate } = context.webhooks;
      return updateWebhook(context.db, principal(context), id, input, lookup, allowPrivate);
    },
    deleteWebhook: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteWebhook(context.db, principal(context), id),
    pingWebhook: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) => {
      const { queue, answerWithinMs } = context.webhooks;
      return pingWebhook(context.db, principal(context), id, queue, answerWithinMs);
    },
    redeliver: (_: unknown, { deliveryId }: Args<{ deliveryId: string }>, context: GraphqlContext) => {
      const { queue, answerWithinMs } = context.webhooks;
      return redeliver(context.db, principal(context), deliveryId, context.now(), queue, answerWithinMs);
    },
  },
};
