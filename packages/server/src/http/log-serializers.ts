import type { FastifyRequest } from 'fastify';

// Mail links carry their token in the query string: a logged URL keeps only its path.
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?', 1)[0] ?? '',
    host: request.host,
    remoteAddress: request.ip,
  };
}

interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

// Bound parameters hold password hashes, token hashes, addresses and secrets: drizzle's error
// prints them in its message, and PostgreSQL's `detail` quotes the values of a violated constraint.
const leakyFields = new Set(['params', 'detail', 'cause']);

function serializeError(error: Error): SerializedError {
  const params = (error as { params?: unknown }).params;
  const scrub = (text = '') =>
    params === undefined ? text : text.replace(`\nparams: ${String(params)}`, '');
  const fields = Object.fromEntries(Object.entries(error).filter(([name]) => !leakyFields.has(name)));
  const cause = error.cause;
  return {
    ...fields,
    type: error.name,
    message: scrub(error.message),
    stack: scrub(error.stack),
    ...(cause === undefined ? {} : { cause: cause instanceof Error ? serializeError(cause) : String(cause) }),
  };
}

/** Pino serializers of the server's logger: what a request or an error may put into the log. */
export const logSerializers = { req: serializeRequest, err: serializeError };
