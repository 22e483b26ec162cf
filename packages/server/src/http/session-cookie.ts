import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionAbsoluteMs } from '../auth/session-service.ts';

const cookieName = 'verba_session';

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName];
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: sessionAbsoluteMs / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(cookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
