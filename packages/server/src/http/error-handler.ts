import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseRefusal } from '../db/database-unavailable.ts';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { DomainError, statusOf } from '../errors.ts';

export const bodyLimitBytes = 64 * 1024;

// A few routes take larger bodies (imports, 1000 values at once): each names its own limit.
const tooLarge = (bytes: number) => ({
  code: 'PAYLOAD_TOO_LARGE',
  error: `The request body is too large (at most ${bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`}).`,
});

// Fastify's own client errors, reworded for a person and given stable codes.
const fastifyErrors: Record<string, { code: string; error: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: tooLarge(bodyLimitBytes),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', error: 'The request body must be JSON.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', error: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    error: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', error: 'The Content-Length header is wrong.' },
};

/**
 * A route schema's refusal (the zod type provider's or Fastify's own), as the pipeline contract
 * words it: 400 INVALID_INPUT naming the first bad field, e.g. `translations.0.language`.
 */
function validationRefusal(error: FastifyError) {
  const [first] = error.validation ?? [];
  if (!first) return null;
  const path = first.instancePath.split('/').filter(Boolean);
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === 'string') path.push(missing);
  const field = path.length > 0 ? path.join('.') : (error.validationContext ?? 'body');
  return { error: `${field}: ${first.message ?? 'is not valid'}.`, code: 'INVALID_INPUT', field };
}

/**
 * The one place that turns an error into `{error, code}`; a 5xx never carries its detail outward.
 * A call that failed because PostgreSQL is gone answers 503 DATABASE_UNAVAILABLE (the outage is
 * logged once through `databaseStatus`, not once per call); one that waited too long for a
 * project held by a long change answers 409 PROJECT_BUSY; one stopped by the statement timeout
 * answers 503 QUERY_TIMEOUT, and is no outage.
 */
export function registerErrorHandler(app: FastifyInstance, databaseStatus: DependencyStatus): void {
  app.setErrorHandler((thrown: FastifyError | DomainError, request, reply) => {
    const error =
      thrown instanceof DomainError ? thrown : (databaseRefusal(thrown, databaseStatus) ?? thrown);
    if (error instanceof DomainError) {
      const { retryAfter, ...fields } = error.details;
      if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
      return reply.status(statusOf(error.code)).send({ error: error.message, code: error.code, ...fields });
    }
    const invalid = validationRefusal(error);
    if (invalid) return reply.status(400).send(invalid);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: 'Something went wrong on the server.', code: 'INTERNAL_ERROR' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(status).send(tooLarge(request.routeOptions.bodyLimit ?? bodyLimitBytes));
    }
    const known = fastifyErrors[error.code];
    if (known) return reply.status(status).send(known);
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    }
    return reply.status(status).send({ error: error.message, code: 'BAD_REQUEST' });
  });
}
