import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), set explicitly because library defaults vary.
// `algorithm: 2` is Argon2id; the package exports it only as a const enum, which type stripping cannot read.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this when no account matches makes the two cases take the same time.
const dummyHash = hashPassword('verba-timing-equaliser-not-a-password');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
