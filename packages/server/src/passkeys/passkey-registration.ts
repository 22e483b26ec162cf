import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import { consumeChallenge, keepChallenge } from './challenge-store.ts';
import { answeredChallenge, asRegistrationResponse, type RegistrationInput } from './passkey-input.ts';
import { defaultPasskeyName } from './passkey-names.ts';
import { insertPasskey, listPasskeys, userHandleOf } from './passkey-repository.ts';
import { ceremonyTimeoutMs, type RelyingParty, supportedAlgorithmIDs } from './relying-party.ts';

/** Creation options for a new passkey of the signed-in account; its existing ones are excluded. */
export async function startPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  account: Account,
  now: Date,
  limiter: AuthLimiter,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await limiter.hit('passkeyChallengesPerAccount', account.id);
  const userHandle = await userHandleOf(db, account.id);
  const existing = await listPasskeys(db, account.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: Buffer.from(userHandle, 'base64url'),
    userName: account.email,
    userDisplayName: `${account.firstName} ${account.lastName}`,
    attestationType: 'none',
    timeout: ceremonyTimeoutMs,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    supportedAlgorithmIDs,
  });
  await keepChallenge(db, options.challenge, 'registration', account.id, now);
  return options;
}

/** Verifies the created credential against the kept challenge and stores it under a name. */
export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  account: Account,
  input: RegistrationInput,
  now: Date,
): Promise<void> {
  const challenge = answeredChallenge(input.response.clientDataJSON);
  await consumeChallenge(db, challenge, 'registration', account.id, now);
  const info = await verifyRegistrationResponse({
    response: asRegistrationResponse(input),
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs,
  })
    .then((result) => (result.verified ? result.registrationInfo : null))
    .catch(() => null);
  if (!info) throw new DomainError('PASSKEY_REJECTED', 'The new passkey could not be verified.');

  const existing = await listPasskeys(db, account.id);
  const stored = await insertPasskey(db, {
    accountId: account.id,
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    transports: info.credential.transports ?? [],
    backedUp: info.credentialBackedUp,
    name: input.name ?? defaultPasskeyName(info.aaguid, existing.length),
    createdAt: now,
  });
  if (!stored) throw new DomainError('PASSKEY_EXISTS', 'This passkey is already registered.');
}
