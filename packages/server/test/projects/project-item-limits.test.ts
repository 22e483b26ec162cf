import { projectItemLimits } from '@verba/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyMutation } from '../api-keys/api-key-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createDistributionMutation } from '../releases/release-client.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import { gql } from './graphql-client.ts';

// At most 25 webhooks, 25 API keys and 25 distributions a project: the 26th is refused with
// PROJECT_LIMIT_REACHED, and removing one makes room again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }, { webhooks: { pollMs: 0 } });
});
afterAll(() => t.close());

const items = [
  {
    item: 'webhooks',
    create: `mutation ($p: ID!) {
      createWebhook(projectId: $p, input: { url: "http://127.0.0.1:9/hook", events: ["key.created"] }) { webhook { id } }
    }`,
    idOf: (data: unknown) =>
      (data as { createWebhook: { webhook: { id: string } } }).createWebhook.webhook.id,
    remove: 'mutation ($id: ID!) { deleteWebhook(id: $id) }',
    message: 'A project has at most 25 webhooks. Delete one to add another.',
  },
  {
    item: 'apiKeys',
    create: createKeyMutation
      .replace('$input: ApiKeyInput!', '')
      .replace('input: $input', 'input: { name: "CI", scopes: [READ] }'),
    idOf: (data: unknown) => (data as { createApiKey: { apiKey: { id: string } } }).createApiKey.apiKey.id,
    remove: 'mutation ($id: ID!) { revokeApiKey(id: $id) }',
    message: 'A project has at most 25 API keys. Revoke one to add another.',
  },
  {
    item: 'distributions',
    create: createDistributionMutation
      .replace(', $input: DistributionInput!', '')
      .replace('input: $input', 'input: { name: "Production" }'),
    idOf: (data: unknown) => (data as { createDistribution: { id: string } }).createDistribution.id,
    remove: 'mutation ($id: ID!) { deleteDistribution(id: $id) }',
    message: 'A project has at most 25 distributions. Delete one to add another.',
  },
] as const;

describe('what one project may have at most', () => {
  it.each(items)('$item: 25, then PROJECT_LIMIT_REACHED until one is removed', async (kind) => {
    expect(projectItemLimits[kind.item]).toBe(25);
    const { cookies, project } = await workspace(t, []);
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push(kind.idOf(await ok(t, cookies, kind.create, { p: project.id })));
    // Three at once for the last two places: one is refused, whatever the order.
    const answers = await Promise.all([1, 2, 3].map(() => gql(t, cookies, kind.create, { p: project.id })));
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(2);
    const [refused] = answers.filter((answer) => answer.errors !== undefined);
    expect(refused?.code).toBe('PROJECT_LIMIT_REACHED');
    expect(refused?.errors?.[0]?.message).toBe(kind.message);
    expect(refused?.errors?.[0]?.extensions).toMatchObject({ limit: 25 });

    await ok(t, cookies, kind.remove, { id: ids[0] });
    await ok(t, cookies, kind.create, { p: project.id });
  });
});
