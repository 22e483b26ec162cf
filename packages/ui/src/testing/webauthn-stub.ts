// For stories only: stands in for the browser's WebAuthn (navigator.credentials and
// PublicKeyCredential), so the real api-client ceremonies run against MSW without an authenticator.

export type WebAuthnStub = 'succeeds' | 'cancelled' | 'unsupported';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

function fakeCredential(kind: 'create' | 'get') {
  const response =
    kind === 'create'
      ? {
          clientDataJSON: bytes('{"type":"webauthn.create"}'),
          attestationObject: bytes('attestation'),
          getTransports: () => ['internal'],
        }
      : {
          clientDataJSON: bytes('{"type":"webauthn.get"}'),
          authenticatorData: bytes('authenticator-data'),
          signature: bytes('signature'),
          userHandle: bytes('user-ada'),
        };
  return {
    id: 'c3RvcnktcGFzc2tleQ',
    rawId: bytes('story-passkey'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  };
}

/** Replaces WebAuthn for one story; the returned function puts the browser's own back. */
export function stubWebAuthn(behaviour: WebAuthnStub): () => void {
  const credentials = navigator.credentials;
  const hadPublicKeyCredential = Object.hasOwn(window, 'PublicKeyCredential');
  const publicKeyCredential = window.PublicKeyCredential;

  const answer = (kind: 'create' | 'get') => async () => {
    if (behaviour === 'cancelled') {
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    }
    return fakeCredential(kind);
  };
  Object.defineProperty(credentials, 'create', { configurable: true, value: answer('create') });
  Object.defineProperty(credentials, 'get', { configurable: true, value: answer('get') });
  if (behaviour === 'unsupported') {
    Object.defineProperty(window, 'PublicKeyCredential', {
      configurable: true,
      writable: true,
      value: undefined,
    });
  }

  return () => {
    // The stubs are own properties over the prototype's methods: deleting them uncovers those.
    delete (credentials as unknown as Record<string, unknown>).create;
    delete (credentials as unknown as Record<string, unknown>).get;
    if (hadPublicKeyCredential) {
      Object.defineProperty(window, 'PublicKeyCredential', {
        configurable: true,
        writable: true,
        value: publicKeyCredential,
      });
    }
  };
}
