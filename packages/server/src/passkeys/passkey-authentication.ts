import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import { createSession } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import { consumeChallenge, keepChallenge, replaceChallenge } from './challenge-store.ts';
import { answeredChallenge, asAuthenticationResponse, type passkeySchemas } from './passkey-input.ts';
import {
  accountOfUserHandle,
  findPasskeyByCredentialId,
  listPasskeys,
  recordPasskeyUse,
} from './passkey-repository.ts';
import { ceremonyTimeoutMs, type RelyingParty } from './relying-party.ts';

const notVerified = () =>
  new DomainError('PASSKEY_INVALID', 'This passkey could not be verified. Please try again.');

const removalPending = () =>
  new DomainError(
    'PASSKEY_INVALID',
    'This passkey is being removed after “This wasn’t me”. Sign in with your password and code, or with another passkey, to keep it.',
  );

/**
 * Request options for any passkey of ours: the browser offers the person's discoverable credentials.
 * Limited per client address, since each challenge is a row until it expires.
 */
export async function startPasskeySignIn(
  db: Database,
  rp: RelyingParty,
  ip: string,
  now: Date,
  limiter: AuthLimiter,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await limiter.hit('passkeyChallengesPerIp', ip);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: [],
    userVerification: 'required',
    timeout: ceremonyTimeoutMs,
  });
  await keepChallenge(db, options.challenge, 'authentication', null, now);
  return options;
}

/**
 * Request options for a passkey of this account, to confirm a signed-in person is still there. Each
 * call replaces the account's earlier unanswered one, so calls cannot pile up rows.
 */
export async function startPasskeyReauth(
  db: Database,
  rp: RelyingParty,
  accountId: string,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await listPasskeys(db, accountId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'required',
    timeout: ceremonyTimeoutMs,
  });
  await replaceChallenge(db, options.challenge, 'authentication', accountId, now);
  return options;
}

/**
 * Verifies an assertion against the challenge kept for `accountId` (null: a sign-in, nobody known
 * yet) and records the passkey's use; answers the account it belongs to.
 */
export async function verifyPasskeyAssertion(
  db: Database,
  rp: RelyingParty,
  input: z.output<typeof passkeySchemas.authentication>,
  accountId: string | null,
  now: Date,
): Promise<string> {
  const challenge = answeredChallenge(input.response.clientDataJSON);
  await consumeChallenge(db, challenge, 'authentication', accountId, now);

  const passkey = await findPasskeyByCredentialId(db, input.id);
  if (!passkey) {
    throw new DomainError('PASSKEY_UNKNOWN', 'This passkey is not registered. Sign in with your password.');
  }
  if (accountId !== null && passkey.accountId !== accountId) throw notVerified();
  // A passkey "This wasn't me" marked may be the intruder's: it neither signs in nor confirms.
  if (passkey.removalDueAt) throw removalPending();
  // The handle the authenticator keeps must name the passkey's own account.
  const { userHandle } = input.response;
  if (userHandle && (await accountOfUserHandle(db, userHandle)) !== passkey.accountId) throw notVerified();

  const info = await verifyAuthenticationResponse({
    response: asAuthenticationResponse(input),
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  })
    .then((result) => (result.verified ? result.authenticationInfo : null))
    // A counter that did not grow (a cloned authenticator) fails here too.
    .catch(() => null);
  if (!info) throw notVerified();

  await recordPasskeyUse(db, passkey.id, {
    counter: info.newCounter,
    backedUp: info.credentialBackedUp,
    at: now,
  });
  return passkey.accountId;
}

/**
 * Verifies an assertion and answers a new session token. A passkey is two factors in one
 * (possession and user verification), so no TOTP step follows.
 */
export async function finishPasskeySignIn(
  db: Database,
  rp: RelyingParty,
  input: z.output<typeof passkeySchemas.authentication>,
  ip: string,
  now: Date,
  limiter: AuthLimiter,
): Promise<string> {
  await limiter.hit('loginPerIp', ip);
  return createSession(db, await verifyPasskeyAssertion(db, rp, input, null, now), now);
}
