import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Sealed values read `v1:<base64url of iv | tag | ciphertext>`; a TOTP secret is base32 and never
// holds a colon, so a stored value without the prefix is a row written before encryption.
const prefix = 'v1:';
const ivBytes = 12;
const tagBytes = 16;

export interface SecretBox {
  /** AES-256-GCM with `owner` (the account id) as associated data: a value copied to another row fails. */
  seal(plaintext: string, owner: string): string;
  open(sealed: string, owner: string): string;
}

export const isSealed = (value: string): boolean => value.startsWith(prefix);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes.');
  return {
    seal(plaintext, owner) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, owner) {
      if (!isSealed(sealed)) throw new Error('The value is not sealed.');
      const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(owner, 'utf8'));
      decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
