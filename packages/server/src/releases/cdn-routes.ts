import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { groupFileName } from '../exports/group-file-name.ts';
import { clientAddress } from '../http/client-address.ts';
import type { CdnCache, CdnFile } from './cdn-cache.ts';
import { lookupName } from './cdn-cache.ts';
import { tokenPattern } from './distribution-service.ts';
import type { UnknownTokenLimiter } from './unknown-token-limit.ts';

type Encoding = 'br' | 'gzip' | 'identity';

// Public files for any site's app (pipeline contract): any origin reads them, and other sites may load them.
const publicHeaders = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

const fileHeaders = {
  ...publicHeaders,
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'public, max-age=60, stale-while-revalidate=600',
  vary: 'Accept-Encoding',
};

const notFoundBody = { error: 'Not found.', code: 'NOT_FOUND' };

/** The best encoding an Accept-Encoding allows: brotli, then gzip (a `;q=0` refuses one). */
function negotiate(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') {
      br = true;
      gzip = true;
    }
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** Browsers send a handful of Accept-Encoding values: each is read once. */
const negotiated = new Map<string, Encoding>();
function encodingFor(header: string | undefined): Encoding {
  if (header === undefined) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    if (negotiated.size > 200) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

const errorHeaders = { ...publicHeaders, 'cache-control': 'no-cache' };

const notFound = (reply: FastifyReply) => reply.code(404).headers(errorHeaders).send(notFoundBody);

/** A file with its ETag; 304 when If-None-Match names it (or `*`). */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: CdnFile) {
  reply.headers(fileHeaders).header('etag', file.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && (ifNoneMatch.includes(file.etag) || ifNoneMatch.trim() === '*')) {
    return reply.code(304).send();
  }
  const encoding = encodingFor(request.headers['accept-encoding'] as string | undefined);
  if (encoding === 'identity') return reply.send(file.identity);
  reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? file.brotli : file.gzip);
}

/**
 * GET /cdn/{token}/{language}/{group}.json and /cdn/{token}/manifest.json (pipeline contract):
 * public, served from this process's memory (cdn-cache.ts) without the database once loaded.
 * The group is its file name as the export writes it; the router has decoded the path, so the
 * name is encoded again the way the export encodes it (`a%2Fb.json` is the group `a/b`).
 */
export function registerCdnRoutes(
  app: FastifyInstance,
  cache: CdnCache,
  unknownTokens: UnknownTokenLimiter,
): void {
  /**
   * The token's release: from memory (the hot path, uncounted), or loaded once on a miss; null for a
   * token with none, which counts against the client's address (429 past its limit, with no lookup).
   */
  async function releaseOf(request: FastifyRequest, reply: FastifyReply, token: string) {
    if (cache.holds(token)) return cache.get(token);
    const address = clientAddress(request.ip);
    // A refusal is readable by the app's page, as the 404 is.
    reply.headers(errorHeaders);
    await unknownTokens.check(address);
    const release = tokenPattern.test(token) ? await cache.get(token) : null;
    if (!release) await unknownTokens.count(address);
    return release;
  }

  app.get<{ Params: { token: string } }>('/cdn/:token/manifest.json', async (request, reply) => {
    const release = await releaseOf(request, reply, request.params.token);
    return release ? sendFile(request, reply, release.manifest) : notFound(reply);
  });
  app.get<{ Params: { token: string; language: string; file: string } }>(
    '/cdn/:token/:language/:file',
    async (request, reply) => {
      const { token, language, file } = request.params;
      const release = await releaseOf(request, reply, token);
      const found =
        release && file.endsWith('.json')
          ? release.files.get(lookupName(language, groupFileName(file.slice(0, -'.json'.length))))
          : undefined;
      return found ? sendFile(request, reply, found) : notFound(reply);
    },
  );
  // A request with headers of its own (i18next-http-backend's customHeaders) asks first.
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(204)
      .headers({
        ...publicHeaders,
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': '*',
        'access-control-max-age': '86400',
      })
      .send();
  app.options('/cdn/:token/manifest.json', preflight);
  app.options('/cdn/:token/:language/:file', preflight);
}
