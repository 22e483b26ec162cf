import { createHash, createSign, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';

// A software passkey authenticator (ES256, attestation "none") that builds the WebAuthn answers
// byte by byte, so tests can also build the wrong ones a real authenticator never would.

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** Just enough CBOR (RFC 8949) for COSE keys and attestation objects. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const flags = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 };

export interface SoftCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export interface CeremonyTweaks {
  origin?: string;
  /** The relying party whose hash the authenticator data carries. */
  rpId?: string;
  challenge?: string;
  /** Sign with this key instead of the credential's own. */
  signingKey?: KeyObject;
  /** Report this counter instead of the next one. */
  counter?: number;
  userHandle?: string;
  userVerified?: boolean;
  /** Create a credential with this id (one that may exist already). */
  credentialId?: Buffer;
  /** Use this credential instead of a resident one for the rpId. */
  credential?: SoftCredential;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  readonly origin: string;
  readonly aaguid: Buffer;

  constructor(origin: string, aaguid = Buffer.alloc(16)) {
    this.origin = origin;
    this.aaguid = aaguid;
  }

  private authData(rpId: string, counter: number, userVerified: boolean, attested?: Buffer): Buffer {
    const flagByte =
      flags.userPresent | (userVerified ? flags.userVerified : 0) | (attested ? flags.attested : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flagByte]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create: a RegistrationResponseJSON for the server's creation options. */
  create(options: CreationOptions, tweaks: CeremonyTweaks = {}) {
    const rpId = tweaks.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const credential: SoftCredential = {
      id: tweaks.credentialId ?? randomBytes(16),
      rpId,
      userHandle: options.user.id,
      privateKey,
      publicKey,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([this.aaguid, idLength, credential.id, coseKey]);
    const authData = this.authData(rpId, 0, tweaks.userVerified ?? true, attested);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: tweaks.challenge ?? options.challenge,
      origin: tweaks.origin ?? this.origin,
      crossOrigin: false,
    });
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(Buffer.from(clientDataJSON)),
          attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    };
  }

  /** navigator.credentials.get for discoverable credentials: signs with the first one for the rpId. */
  get(options: RequestOptions, tweaks: CeremonyTweaks = {}) {
    const rpId = tweaks.rpId ?? options.rpId ?? new URL(this.origin).hostname;
    const credential = tweaks.credential ?? this.credentials.find((c) => c.rpId === (options.rpId ?? rpId));
    if (!credential) throw new Error(`no credential for ${rpId}`);
    credential.counter = tweaks.counter ?? credential.counter + 1;
    const authData = this.authData(rpId, credential.counter, tweaks.userVerified ?? true);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: tweaks.challenge ?? options.challenge,
        origin: tweaks.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(tweaks.signingKey ?? credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: tweaks.userHandle ?? credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** A key no registered passkey has: for signatures that must not verify. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}
