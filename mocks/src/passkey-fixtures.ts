import type { Passkey } from '@verba/api-client';

/** Two passkeys for stories of a filled list: one used, one never used. */
export function samplePasskeys(): Passkey[] {
  return [
    {
      id: 'passkey-laptop',
      name: 'Work laptop',
      createdAt: '2026-03-02T08:15:00.000Z',
      lastUsedAt: '2026-04-20T17:45:00.000Z',
    },
    {
      id: 'passkey-phone',
      name: 'Google Password Manager',
      createdAt: '2026-04-01T10:00:00.000Z',
      lastUsedAt: null,
    },
  ];
}

// base64url of "user-ada": the WebAuthn user handle the mock server hands out.
const mockUserHandle = 'dXNlci1hZGE';
const mockChallenge = 'bW9jay1jaGFsbGVuZ2UtZm9yLXN0b3JpZXMtb25seQ';

const base64url = (text: string) =>
  btoa(text)
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/={1,2}$/, '');

/** PublicKeyCredentialCreationOptionsJSON as the real server answers it; credential ids are base64url. */
export function mockCreationOptions(excludePasskeyIds: string[] = []) {
  return {
    challenge: mockChallenge,
    rp: { name: 'Verba', id: 'localhost' },
    user: { id: mockUserHandle, name: 'ada@example.com', displayName: 'Ada Lovelace' },
    pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })),
    timeout: 300_000,
    attestation: 'none',
    excludeCredentials: excludePasskeyIds.map((id) => ({
      id: base64url(id),
      type: 'public-key',
      transports: ['internal'],
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    extensions: { credProps: true },
  };
}

/** PublicKeyCredentialRequestOptionsJSON for discoverable credentials. */
export function mockRequestOptions() {
  return { challenge: mockChallenge, rpId: 'localhost', timeout: 300_000, userVerification: 'required' };
}
