import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const issuer = 'Verba';
const periodSeconds = 30;

/** A new base32 secret of 160 bits (RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The URI as a QR code in an SVG data URL (the CSP allows data: images). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The RFC 6238 time step a 6-digit code belongs to, allowing one step of clock drift either way,
 * or null for a wrong code. Replays are refused by the caller, which knows the last step used.
 */
export async function matchTimeStep(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: periodSeconds,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: periodSeconds,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
