import { createHmac } from 'node:crypto';

/** X-Verba-Signature's value: `sha256=` and the hex HMAC-SHA256 of `timestamp.body` (pipeline contract). */
export const signature = (secret: string, timestamp: number, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
