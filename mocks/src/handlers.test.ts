import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { authHandlers, createStore, graphqlHandlers, type MockStore } from './index.ts';

const origin = 'http://localhost';

async function call(handlers: RequestHandler[], path: string, init?: RequestInit) {
  const response = await getResponse(handlers, new Request(`${origin}${path}`, init), { baseUrl: origin });
  if (!response) throw new Error(`no handler for ${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function gql(handlers: RequestHandler[], query: string, variables: Record<string, unknown> = {}) {
  return call(handlers, '/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

function setup(options: Parameters<typeof createStore>[0] = {}): {
  store: MockStore;
  handlers: RequestHandler[];
} {
  const store = createStore(options);
  // In Node a GraphQL link needs an absolute URL; the browser resolves '/api/graphql' itself.
  return {
    store,
    handlers: [
      ...authHandlers(store),
      ...graphqlHandlers(store, `${origin}/api/graphql`),
    ] as RequestHandler[],
  };
}

describe('auth handlers', () => {
  it('answers GET /api/auth/info with the fixture user when signed in', async () => {
    const { handlers } = setup({ signedIn: true });
    const { status, body } = await call(handlers, '/api/auth/info');
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('answers 401 {error, code} when signed out', async () => {
    const { handlers } = setup();
    const { status, body } = await call(handlers, '/api/auth/info');
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('signs out on POST /api/auth/logout', async () => {
    const { handlers, store } = setup({ signedIn: true });
    expect((await call(handlers, '/api/auth/logout', { method: 'POST', body: '{}' })).body).toEqual({
      success: true,
    });
    expect(store.session).toBeNull();
    expect((await call(handlers, '/api/auth/info')).status).toBe(401);
  });

  it('signs in with the fixture credentials only', async () => {
    const { handlers, store } = setup();
    const wrong = await call(handlers, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    const right = await call(handlers, '/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: ' ADA@example.com ', password: store.password }),
    });
    expect(right.body).toEqual({ status: 'ok' });
    expect(store.session?.firstName).toBe('Ada');
  });
});

describe('graphql handler', () => {
  it('lists the plans for anyone', async () => {
    const { handlers } = setup();
    const { body } = await gql(handlers, 'query Plans { plans { id name projectLimit } }');
    expect(body.data).toEqual({
      plans: [
        { id: 'free', name: 'Free', projectLimit: 3 },
        { id: 'pro', name: 'Pro', projectLimit: 25 },
        { id: 'business', name: 'Business', projectLimit: null },
      ],
    });
  });

  it('refuses the viewer to a signed-out caller with UNAUTHENTICATED', async () => {
    const { handlers } = setup();
    const { body } = await gql(handlers, '{ viewer { id } }');
    expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
  });

  it('answers the dashboard figures for the signed-in user', async () => {
    const { handlers } = setup({ signedIn: true });
    const { body } = await gql(
      handlers,
      '{ viewer { firstName projectsOwned subscription { plan { name projectLimit } } } }',
    );
    expect(body.data).toEqual({
      viewer: {
        firstName: 'Ada',
        projectsOwned: 2,
        subscription: { plan: { name: 'Free', projectLimit: 3 } },
      },
    });
  });

  it('creates projects up to the plan limit, then PLAN_LIMIT_REACHED', async () => {
    const { handlers, store } = setup({ signedIn: true });
    const create = `mutation Create($input: ProjectInput!) { createProject(input: $input) { id name baseLanguage } }`;
    const first = await gql(handlers, create, { input: { name: '  Docs ', baseLanguage: 'fr-FR' } });
    expect(first.body.data).toEqual({
      createProject: { id: expect.any(String), name: 'Docs', baseLanguage: 'fr-FR' },
    });
    expect(store.projects).toHaveLength(3);
    const second = await gql(handlers, create, { input: { name: 'Blog', baseLanguage: 'en-US' } });
    expect(second.body.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'PLAN_LIMIT_REACHED' } }),
    ]);
  });
});
