import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import type { Links } from '../mail/mail-links.ts';
import type { Outbox } from '../mail/outbox.ts';
import { verifyPasskeyAssertion } from '../passkeys/passkey-authentication.ts';
import { passkeySchemas } from '../passkeys/passkey-input.ts';
import type { RelyingParty } from '../passkeys/relying-party.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { checkTotpCode } from '../two-factor/code-check.ts';
import { codeAlreadyUsed, notEnabled, wrongCode } from '../two-factor/two-factor-errors.ts';
import { twoFactorSchemas } from '../two-factor/two-factor-input.ts';
import { currentPasswordField, parseInput } from './auth-input.ts';
import { markSessionAuthenticated, type SignedInSession } from './session-service.ts';
import { checkPassword } from './sign-in-service.ts';

/** How long a sign-in or re-check lets a session make sensitive changes (ASVS 7.5). */
export const reauthWindowMs = 10 * 60 * 1000;

export const reauthRequired = () =>
  new DomainError('REAUTH_REQUIRED', 'Please confirm it is you before changing this.');

/** Throws 403 REAUTH_REQUIRED unless the session proved a factor within the window. */
export function assertFresh(session: SignedInSession, now: Date): void {
  if (now.getTime() - session.authenticatedAt.getTime() > reauthWindowMs) throw reauthRequired();
}

const passwordInput = z.object({ password: currentPasswordField('password') });

type ReauthInput =
  | { kind: 'password'; password: string }
  | { kind: 'code'; code: string }
  | { kind: 'passkey'; assertion: z.output<typeof passkeySchemas.authentication> };

/** POST /api/auth/reauth takes `{password}`, `{code}` or a passkey assertion. */
export function parseReauthInput(body: unknown): ReauthInput {
  const given = typeof body === 'object' && body !== null ? body : {};
  if ('password' in given) return { kind: 'password', ...parseInput(passwordInput, body) };
  if ('code' in given) return { kind: 'code', ...parseInput(twoFactorSchemas.code, body) };
  if ('response' in given)
    return { kind: 'passkey', assertion: parseInput(passkeySchemas.authentication, body) };
  throw new DomainError('INVALID_INPUT', 'Give your password, a code or a passkey.', { field: 'password' });
}

/** Checks one factor of the session's own account and, when it holds, renews the session's window. */
export async function reauthenticate(
  db: Database,
  rp: RelyingParty,
  session: SignedInSession,
  input: ReauthInput,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
  secrets: SecretBox,
): Promise<void> {
  const { account } = session;
  if (input.kind === 'password') {
    if (!(await checkPassword(db, account, account.email, input.password, now, limiter, outbox, links)))
      throw new DomainError('INVALID_PASSWORD', 'The password is not correct.', { field: 'password' });
  } else if (input.kind === 'code') {
    if (!account.twoFactorEnabled) throw notEnabled();
    const outcome = await checkTotpCode(db, account.id, input.code, now, limiter, secrets);
    if (outcome === 'used') throw codeAlreadyUsed();
    if (outcome === 'wrong') throw wrongCode();
  } else {
    await verifyPasskeyAssertion(db, rp, input.assertion, account.id, now);
  }
  await markSessionAuthenticated(db, session.tokenHash, now);
}
