import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

const docsPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Route schemas are zod (fastify-type-provider-zod): they validate requests, check answers and,
 * through @fastify/swagger, write the OpenAPI 3.1 document of every /api/v1 route. Other routes
 * are left out of it. Must be registered before the routes, whose schemas it collects.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Verba REST API',
        version: '1',
        description:
          'For scripts and the `verba` CLI. Send an API key as `Authorization: Bearer vrb_…` (create one in the project’s settings, “API keys”), or a session cookie. Errors answer `{error, code}`; bad input 400 `INVALID_INPUT` with the `field`.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'vrb_ and 40 characters' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    transform: (input) =>
      input.url.startsWith('/api/v1/')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
  app.get(openApiPath, { schema: { hide: true } }, () => app.swagger());
  // The reference page styles itself inline and starts from an inline script; it shows only this
  // document, so it gets a CSP of its own that allows them, still same-origin and unframed.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url?.startsWith(apiDocsPath)) {
      reply.header('content-security-policy', docsPolicy);
    }
    return payload;
  });
  registerApiReference(app);
}

// Headers of the reference app's answer that belong to its own connection, not to this one.
const ownHeaders = new Set(['content-length', 'connection', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The reference page (Scalar) holds its 9 MB browser bundle in memory from the moment its module
 * loads, which every idle server would pay for a page few open: it is loaded on the first visit,
 * into an app of its own whose answers these routes pass on.
 */
function registerApiReference(app: FastifyInstance): void {
  let reference: Promise<FastifyInstance> | undefined;
  const loadReference = async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const docs = Fastify();
    await docs.register(scalar, {
      routePrefix: apiDocsPath,
      configuration: { url: openApiPath, hideClientButton: true },
    });
    await docs.ready();
    return docs;
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    // A failed load is tried again by the next visit rather than remembered.
    reference ??= loadReference().catch((error: unknown) => {
      reference = undefined;
      throw error;
    });
    const page = await (await reference).inject({ method: 'GET', url: request.url });
    for (const [name, value] of Object.entries(page.headers)) {
      if (value !== undefined && !ownHeaders.has(name)) reply.header(name, value);
    }
    return reply.status(page.statusCode).send(page.rawPayload);
  };
  // Scalar's routes: a redirect to the page, the page, and its script.
  for (const url of [apiDocsPath, `${apiDocsPath}/`, `${apiDocsPath}/js/scalar.js`]) {
    app.get(url, { schema: { hide: true } }, answer);
  }
}
