import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { clientAddress } from '../http/client-address.ts';
import type { Cookies } from '../http/cookies.ts';

/**
 * Hands a just-created session to the browser: the session it had before ends (a fresh token at
 * every sign-in), and the new one notes its user agent and address for the sessions page.
 */
export async function startSession(
  deps: AuthDeps,
  cookies: Cookies,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<void> {
  await deps.sessions.end(cookies.session.read(request));
  await deps.sessions.describe(token, {
    userAgent: request.headers['user-agent'],
    address: clientAddress(request.ip),
  });
  cookies.session.set(reply, token);
}
