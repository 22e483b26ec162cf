import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_STEP_MS } from './handlers/pretranslate.ts';
import { createStore, graphqlHandlers, sampleWorkspace } from './index.ts';

const origin = 'http://localhost';

function setup(providers: string[]) {
  const workspace = sampleWorkspace();
  workspace.machineProviders = providers;
  const store = createStore({ signedIn: true, workspace });
  const handlers = graphqlHandlers(store, `${origin}/api/graphql`) as RequestHandler[];
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const request = new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    return (await response?.json()) as {
      data?: Record<string, { id: string; state: string; done: number; written: number; total: number }>;
      errors?: { extensions: Record<string, unknown> }[];
    };
  };
  return { store, gql };
}

const start = `mutation ($i: PretranslateInput!) { pretranslate(projectId: "project-website", input: $i) { id state done total } }`;
const read = `query ($id: ID!) { job(id: $id) { id state done total written skipped } }`;

describe('pretranslation mock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job over the EMPTY values a third a step, then fills them with origin MACHINE', async () => {
    const { store, gql } = setup(['deepl']);
    const started = await gql(start, { i: { languages: ['de-DE', 'fr-FR'], source: 'MEMORY_THEN_MACHINE' } });
    expect(started.errors).toBeUndefined();
    const id = started.data?.pretranslate?.id as string;
    expect(started.data?.pretranslate).toMatchObject({ state: 'QUEUED', done: 0, total: 5 });
    // A read does not move it: the steps do.
    expect((await gql(read, { id })).data?.job).toMatchObject({ state: 'QUEUED', done: 0 });
    await vi.advanceTimersByTimeAsync(JOB_STEP_MS);
    expect((await gql(read, { id })).data?.job).toMatchObject({ state: 'RUNNING', done: 2 });
    await vi.advanceTimersByTimeAsync(2 * JOB_STEP_MS);
    expect((await gql(read, { id })).data?.job).toMatchObject({ state: 'DONE', done: 5, written: 4 });
    expect(store.workspace.values['key-footer de-DE']).toMatchObject({
      text: '[de-DE] © {{year}} Verba',
      state: 'TRANSLATED',
      origin: 'MACHINE',
    });
  });

  it('refuses a machine source without providers at the provider field', async () => {
    const { gql } = setup([]);
    const answer = await gql(start, { i: { languages: ['de-DE'], source: 'MACHINE' } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'provider' });
  });
});
