import type { FastifyReply, FastifyRequest } from 'fastify';
import { findAccountById } from '../auth/account-repository.ts';
import { describeSession, endSession } from '../auth/session-service.ts';
import type { Cookies } from '../http/cookies.ts';
import { cancelFactorRemoval } from '../security/factor-removal.ts';
import { recordSecurityEvent, type SignInMethod } from '../security/security-log.ts';
import { isNewDevice, sendSecurityNotice } from '../security/security-notices.ts';
import type { AuthRouteContext } from './auth-route-context.ts';
import { originOf } from './request-origin.ts';

/**
 * Hands a just-created session to the browser: the session it had before ends (a fresh token at
 * every sign-in), the new one notes its user agent and address for the sessions page, the sign-in
 * goes into the security log, and a browser the account never used before gets the owner a mail.
 * A sign-in with a second factor cancels a factor removal "This wasn't me" scheduled.
 */
export async function startSession(
  auth: AuthRouteContext,
  cookies: Cookies,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  method: SignInMethod,
): Promise<void> {
  const now = auth.now();
  await endSession(auth.db, cookies.session.read(request), auth.endAccess);
  const origin = originOf(request);
  const accountId = await describeSession(auth.db, token, origin);
  cookies.session.set(reply, token);
  if (!accountId) return;
  // A second factor (a code, or a passkey not marked for removal) shows the owner is back.
  if (method !== 'password') await cancelFactorRemoval(auth.db, accountId, origin, now);
  const newDevice = await isNewDevice(auth.db, accountId, origin);
  await recordSecurityEvent(auth.db, { accountId, kind: 'sign-in', method, origin, at: now });
  const account = newDevice ? await findAccountById(auth.db, accountId) : undefined;
  if (!account) return;
  await sendSecurityNotice(auth.db, account, 'newDeviceSignIn', origin, now, auth.outbox, auth.links);
  void auth.outbox.deliverPending();
}
