/** Who the passkeys belong to: PUBLIC_URL's origin, and its host name as the relying party id. */
export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
}

export function relyingPartyFor(publicOrigin: string): RelyingParty {
  return { name: 'Verba', id: new URL(publicOrigin).hostname, origin: publicOrigin };
}

/** The challenge lifetime and the browser's ceremony timeout alike. */
export const ceremonyTimeoutMs = 5 * 60 * 1000;

// EdDSA, ES256, RS256: leaving out ML-DSA avoids Node 24's ExperimentalWarning.
export const supportedAlgorithmIDs = [-8, -7, -257];
