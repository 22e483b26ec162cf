import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionAbsoluteMs } from '../auth/session-service.ts';
import { pendingSignInMs } from '../two-factor/pending-sign-ins.ts';

interface CookieSpec {
  name: string;
  path: string;
  maxAgeMs: number;
  /** Only the signed-in hint is readable by the page; it carries no secret. */
  httpOnly?: boolean;
}

export interface Cookie {
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * Under https every cookie is `__Host-`: the browser then takes it only from this origin, secure,
 * without Domain and with Path=/, so a sibling subdomain cannot plant one.
 */
function boundCookie({ name, path, maxAgeMs, httpOnly = true }: CookieSpec, secure: boolean): Cookie {
  const fullName = secure ? `__Host-${name}` : name;
  const options = { httpOnly, sameSite: 'lax', secure, path: secure ? '/' : path } as const;
  return {
    read: (request) => request.cookies[fullName],
    set: (reply, token) => reply.setCookie(fullName, token, { ...options, maxAge: maxAgeMs / 1000 }),
    clear: (reply) => reply.clearCookie(fullName, options),
  };
}

export interface Cookies {
  session: Cookie;
  /** Sent only to the sign-in calls (over http; `__Host-` needs Path=/): it grants nothing but the code step. */
  pendingSignIn: Cookie;
}

/**
 * The session cookie, with a readable `verba_signed_in=1` beside it: a page without the hint knows
 * it is signed out without asking /api/auth/info (and logging its 401).
 */
function sessionCookie(secure: boolean): Cookie {
  const session = boundCookie({ name: 'verba_session', path: '/', maxAgeMs: sessionAbsoluteMs }, secure);
  const hint = boundCookie(
    { name: 'verba_signed_in', path: '/', maxAgeMs: sessionAbsoluteMs, httpOnly: false },
    secure,
  );
  return {
    read: session.read,
    set: (reply, token) => {
      session.set(reply, token);
      hint.set(reply, '1');
    },
    clear: (reply) => {
      session.clear(reply);
      hint.clear(reply);
    },
  };
}

/** The server's cookies with their options bound once; `secure` under an https PUBLIC_URL. */
export function createCookies(secure: boolean): Cookies {
  return {
    session: sessionCookie(secure),
    pendingSignIn: boundCookie(
      { name: 'verba_2fa', path: '/api/auth/login', maxAgeMs: pendingSignInMs },
      secure,
    ),
  };
}
