import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A CSP with no inline script or style: the app ships its scripts and CSS as files (React sets
 * style properties through the CSSOM, which CSP does not restrict). img-src allows data: for the
 * 2FA QR code, which is an SVG data URL. HSTS and upgrade-insecure-requests only over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicOrigin: string): Promise<void> {
  const https = publicOrigin.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
