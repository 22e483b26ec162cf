import type { FastifyReply, FastifyRequest } from 'fastify';
import { pendingSignInMs } from '../two-factor/pending-sign-ins.ts';

// Sent only to the sign-in calls, and separate from the session cookie: it grants nothing but the code step.
const cookieName = 'verba_2fa';
const path = '/api/auth/login';

export function readPendingSignInCookie(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName];
}

export function setPendingSignInCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path,
    maxAge: pendingSignInMs / 1000,
  });
}

export function clearPendingSignInCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax', secure, path });
}
