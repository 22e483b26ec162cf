import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../http/client-address.ts';
import type { EventOrigin } from '../security/security-log.ts';

/** Where a request came from, as sessions, the security log and notice mails show it. */
export const originOf = (request: FastifyRequest): EventOrigin => ({
  userAgent: request.headers['user-agent'],
  address: clientAddress(request.ip),
});
