/** The secret the mock's 2FA setup answers; `mockTotpCode` is the code it accepts for it. */
export const mockTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const mockOtpauthUri = `otpauth://totp/Verba:ada%40example.com?secret=${mockTotpSecret}&issuer=Verba`;

// A stand-in picture: stories and `pnpm dev:mock` need an image, not a scannable code.
const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h7v7H0z"/><path d="M0 0h3v3H0zM4 0h3v3H4zM0 4h3v3H0zM4 4h1v1H4zM6 6h1v1H6zM5 5h1v1H5z"/></svg>';
export const mockQrCode = `data:image/svg+xml;base64,${btoa(qrSvg)}`;

/** The recovery codes the mock hands out; each works once. */
export const mockRecoveryCodes = [
  'k7m2-q9xd-4hwp',
  'a3fz-8nrt-v2ck',
  'p6ye-w4jm-9bqs',
  'd2hx-r7ua-t5nf',
  'm8cg-3kvz-e6wy',
  'z4tq-b9pn-7xad',
  'f5wr-2mhe-c8jk',
  'x9nd-6gta-k3vm',
  'h7bs-5yqc-w2rz',
  'r3ke-8vfx-n6tp',
];
