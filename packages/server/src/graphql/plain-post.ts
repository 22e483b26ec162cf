import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { type FetchAPI, type GraphQLParams, processRegularResult } from 'graphql-yoga';
import { capAnswer } from './answer-size.ts';

const paramNames = new Set(['query', 'variables', 'operationName', 'extensions']);
// Yoga answers application/json whenever the Accept header admits it (or there is none).
const acceptsJson = /application\/json|application\/\*|\*\/\*/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value == null || check(value);

/**
 * The GraphQL parameters of a well-formed POST that wants JSON, as Fastify has already parsed them;
 * null for anything else, which goes through yoga's whole HTTP layer and its own error answers.
 */
export function plainPostParams(request: FastifyRequest): GraphQLParams | null {
  if (request.method !== 'POST') return null;
  const accept = request.headers.accept;
  if (accept !== undefined && !acceptsJson.test(accept)) return null;
  const body = request.body;
  if (!isObject(body) || typeof body.query !== 'string') return null;
  for (const key in body) if (!paramNames.has(key)) return null;
  const wellFormed =
    optional(body.variables, isObject) &&
    optional(body.operationName, (name) => typeof name === 'string') &&
    optional(body.extensions, isObject);
  return wellFormed ? (body as GraphQLParams) : null;
}

/**
 * What yoga.getResultForParams needs of a plain POST's fetch Request: its plugins read only the
 * method (to refuse mutations over GET). Building a real one costs more CPU than the query itself.
 */
export const plainPostRequest = { method: 'POST' } as Request;

/** A plain POST's result as yoga would answer it with JSON, at most maxBytes long. */
export function sendPlainPostResult(
  reply: FastifyReply,
  result: ExecutionResult,
  fetchAPI: FetchAPI,
  maxBytes: number,
) {
  if (!result.errors?.length) {
    reply.type('application/json; charset=utf-8');
    return reply.send(capAnswer(reply, JSON.stringify(result), maxBytes));
  }
  // Errors choose the status (and headers such as Retry-After) by yoga's own rules.
  const response = processRegularResult(result, fetchAPI, 'application/json');
  response.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  return response.text().then((text) => reply.status(response.status).send(capAnswer(reply, text, maxBytes)));
}
