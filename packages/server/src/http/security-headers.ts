import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A CSP with no inline style and no inline script but those named by hash (the page's theme
 * script): the app ships its scripts and CSS as files (React sets style properties through the
 * CSSOM, which CSP does not restrict). img-src allows data: for the 2FA QR code, which is an SVG
 * data URL. HSTS and upgrade-insecure-requests only over https.
 */
function helmetOptions(https: boolean, inlineScripts: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

// Turns off the powerful features the app never uses; WebAuthn stays on for itself.
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');

/** Helmet's headers, worked out once: they are the same for every response. */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return { ...headers, 'permissions-policy': permissionsPolicy };
}

/**
 * What a script or a stylesheet still needs: nosniff (it is only run as the type it claims), CORP
 * (no other site may load it) and HSTS. The rest (CSP, framing, permissions, COOP, ...) governs a
 * document and does nothing on a subresource, where it cost each small chunk a kilobyte.
 */
const subresourceHeaders = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** JavaScript and CSS; everything else, a document or an SVG or JSON opened on its own, keeps every header. */
const subresourceType = /^(?:text\/javascript|application\/javascript|text\/css)\b/;

function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && subresourceType.test(contentType);
}

/** `inlineScripts`: CSP sources ('sha256-…') of the inline scripts the pages may run. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicOrigin: string,
  inlineScripts: readonly string[],
): void {
  const headers = staticHeaders(helmetOptions(publicOrigin.startsWith('https:'), inlineScripts));
  const documentOnly = Object.keys(headers).filter((name) => !subresourceHeaders.has(name));
  // Every answer starts fully protected; only a script or a stylesheet sheds the document's headers.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isSubresource(reply.getHeader('content-type'))) {
      for (const name of documentOnly) reply.removeHeader(name);
    }
    done(null, payload);
  });
}
