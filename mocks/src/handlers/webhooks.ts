import type { MockProject, MockWebhook, MockWebhookDelivery } from '../fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { permissionsOf } from './teams.ts';

// Webhooks (pipeline-contract.md): MANAGER and OWNER manage them. The secret is answered once; a
// URL to a private or loopback host is refused as the server refuses it (WEBHOOK_URL_REFUSED).
// A ping or a redelivery is answered 200 at once by the mock's imaginary receiver.

const eventNames = [
  'translation.updated',
  'key.created',
  'key.deleted',
  'import.applied',
  'release.published',
];
const privateHosts = ['localhost', '127.', '10.', '192.168.', '169.254.', '[::1]', '0.0.0.0'];
const hex = '0123456789abcdef';

export interface WebhookInput {
  url: string;
  events: string[];
  active?: boolean | null;
}

export function webhookResolvers(store: MockStore, findProject: (id: string) => MockProject) {
  const requireManager = (project: MockProject) => {
    if (!permissionsOf(project).manageProject) {
      throw new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');
    }
  };
  const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });
  const clean = (input: WebhookInput) => {
    let url: URL;
    try {
      url = new URL(input.url.trim());
    } catch {
      throw badInput('url', 'The URL is not valid.');
    }
    if (!['http:', 'https:'].includes(url.protocol)) throw badInput('url', 'The URL must be http or https.');
    if (privateHosts.some((host) => url.hostname === host || url.hostname.startsWith(host))) {
      throw new CodedError('This URL points to a private or loopback address.', 'WEBHOOK_URL_REFUSED', {
        field: 'url',
      });
    }
    if (input.events.length === 0 || input.events.some((event) => !eventNames.includes(event))) {
      throw badInput('events', 'Choose events among the five the contract names.');
    }
    return {
      url: url.href,
      events: eventNames.filter((event) => input.events.includes(event)),
      active: input.active ?? true,
    };
  };
  const find = (id: string) => {
    for (const project of store.projects) {
      const webhook = project.webhooks?.find((candidate) => candidate.id === id);
      if (webhook) {
        requireManager(project);
        return webhook;
      }
    }
    throw new CodedError('Webhook not found.', 'NOT_FOUND');
  };
  const view = (webhook: MockWebhook) => ({
    ...webhook,
    deliveries: ({ first }: { first?: number }) => webhook.deliveries.slice(0, first ?? 20),
  });
  const delivered = (delivery: MockWebhookDelivery): MockWebhookDelivery =>
    Object.assign(delivery, {
      attempt: delivery.attempt + 1,
      status: 200,
      error: null,
      durationMs: 42,
      at: new Date().toISOString(),
    });
  return {
    projectFields: (project: MockProject) => ({
      webhooks: () => {
        requireManager(project);
        return (project.webhooks ?? []).map(view);
      },
    }),
    mutations: {
      createWebhook: ({ projectId, input }: { projectId: string; input: WebhookInput }) => {
        const project = findProject(projectId);
        requireManager(project);
        const webhook: MockWebhook = {
          id: newId(store, 'webhook'),
          ...clean(input),
          createdAt: new Date().toISOString(),
          deliveries: [],
        };
        project.webhooks = [...(project.webhooks ?? []), webhook];
        let secret = 'whsec_';
        for (let i = 0; i < 64; i++) secret += hex[(store.nextId * 5 + i * 11) % hex.length];
        return { webhook: view(webhook), secret };
      },
      updateWebhook: ({ id, input }: { id: string; input: WebhookInput }) => {
        const webhook = find(id);
        Object.assign(webhook, clean(input));
        return view(webhook);
      },
      deleteWebhook: ({ id }: { id: string }) => {
        find(id);
        for (const project of store.projects) {
          project.webhooks = project.webhooks?.filter((candidate) => candidate.id !== id);
        }
        return true;
      },
      pingWebhook: ({ id }: { id: string }) => {
        const webhook = find(id);
        const delivery = delivered({
          id: newId(store, 'delivery'),
          event: 'ping',
          attempt: 0,
          status: null,
          error: null,
          at: '',
          durationMs: null,
        });
        webhook.deliveries = [delivery, ...webhook.deliveries];
        return delivery;
      },
      redeliver: ({ deliveryId }: { deliveryId: string }) => {
        for (const project of store.projects) {
          for (const webhook of project.webhooks ?? []) {
            const delivery = webhook.deliveries.find((candidate) => candidate.id === deliveryId);
            if (delivery) {
              requireManager(project);
              return delivered(delivery);
            }
          }
        }
        throw new CodedError('Delivery not found.', 'NOT_FOUND');
      },
    },
  };
}
