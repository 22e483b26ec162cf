import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { graphqlFailure } from './graphql-failure.ts';

const serverError = (status: number, body: string) =>
  new ServerError('Response not successful', { response: new Response(body, { status }), bodyText: body });

describe('graphqlFailure', () => {
  it("takes the first error's code, message and field", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'You already have a project named “A”.',
          extensions: { code: 'BAD_USER_INPUT', field: 'name' },
        },
      ],
    });
    expect(graphqlFailure(error)).toEqual({
      ok: false,
      code: 'BAD_USER_INPUT',
      error: 'You already have a project named “A”.',
      field: 'name',
    });
  });

  it("keeps a conflict's other extensions as details, so the stored value reaches the editor", () => {
    const current = { language: 'de', text: 'Hallo', state: 'TRANSLATED', version: 3 };
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Someone saved this value meanwhile.',
          extensions: { code: 'VERSION_CONFLICT', field: 'text', current },
        },
      ],
    });
    expect(graphqlFailure(error)).toEqual({
      ok: false,
      code: 'VERSION_CONFLICT',
      error: 'Someone saved this value meanwhile.',
      field: 'text',
      details: { current },
    });
  });

  it('reads the outage code from a 503 whose body is a GraphQL response', () => {
    const body = JSON.stringify({
      errors: [{ message: 'The database is not reachable.', extensions: { code: 'DATABASE_UNAVAILABLE' } }],
    });
    expect(graphqlFailure(serverError(503, body))).toMatchObject({ ok: false, code: 'DATABASE_UNAVAILABLE' });
  });

  it("reads a rate-limited write's code and when to try again from its 429", () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'Too many changes. Please try again in 42 seconds.',
          extensions: { code: 'RATE_LIMITED', retryAfter: 42 },
        },
      ],
    });
    expect(graphqlFailure(serverError(429, body))).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      error: 'Too many changes. Please try again in 42 seconds.',
      retryAfter: 42,
    });
  });

  it("reads the REST shape from a non-2xx answer's body", () => {
    const body = JSON.stringify({ error: 'Too many requests.', code: 'RATE_LIMITED' });
    expect(graphqlFailure(serverError(429, body))).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
  });

  it('gives an answer without a readable body, and no answer at all, their own codes', () => {
    expect(graphqlFailure(serverError(502, '<html>Bad gateway</html>'))).toMatchObject({
      code: 'UNKNOWN_ERROR',
    });
    expect(graphqlFailure(new TypeError('Failed to fetch'))).toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
