import type { LockDownResult } from '@verba/api-client';
import { HttpResponse, http } from 'msw';
import { mockTotpCode } from '../account-fixtures.ts';
import { mockRequestOptions } from '../passkey-fixtures.ts';
import type { MockStore } from '../store.ts';
import { apiError } from './auth.ts';

const notSignedIn = () => apiError(401, 'You are not signed in.', 'UNAUTHENTICATED');
const reauthRequired = () =>
  apiError(403, 'Please confirm it is you before changing this.', 'REAUTH_REQUIRED');
const success = () => HttpResponse.json({ success: true });

// The calls the server guards with a fresh sign-in (api-contract-extensions.md, "Fresh sign-in").
const sensitive = [
  '/api/auth/setup/passkey',
  '/api/auth/setup/passkey/confirm',
  '/api/auth/setup/passkey/disable',
  '/api/auth/setup/2fa',
  '/api/auth/setup/2fa/confirm',
  '/api/auth/setup/2fa/recovery-codes',
  '/api/auth/setup/2fa/disable',
  '/api/auth/setup/2fa/disable/recovery',
  '/api/auth/setup/email',
  '/api/auth/setup/delete',
];

async function body(request: Request): Promise<Record<string, unknown>> {
  const parsed: unknown = await request.json().catch(() => null);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/**
 * Re-authentication and the sessions page. Listed before the other handlers: while the store says
 * the sign-in is stale, the sensitive calls answer 403 REAUTH_REQUIRED instead of reaching theirs.
 */
export function securityHandlers(store: MockStore) {
  return [
    ...sensitive.map((path) =>
      http.post(path, () => (store.session && store.reauthNeeded ? reauthRequired() : undefined)),
    ),

    http.post('/api/auth/reauth', async ({ request }) => {
      if (!store.session) return notSignedIn();
      const input = await body(request);
      if (typeof input.password === 'string') {
        if (input.password !== store.password)
          return apiError(401, 'The password is not correct.', 'INVALID_PASSWORD', 'password');
      } else if (typeof input.code === 'string') {
        if (input.code !== mockTotpCode) return apiError(401, 'The code is not correct.', 'INVALID_CODE');
      } else if (input.type !== 'public-key') {
        return apiError(400, 'Give your password, a code or a passkey.', 'INVALID_INPUT', 'password');
      }
      store.reauthNeeded = false;
      return success();
    }),

    http.post('/api/auth/reauth/passkey', () =>
      store.session ? HttpResponse.json({ publicKey: mockRequestOptions() }) : notSignedIn(),
    ),

    // "Download my data" hands over everything, so it needs a fresh sign-in too.
    http.get('/api/auth/export', () => {
      if (!store.session) return notSignedIn();
      if (store.reauthNeeded) return reauthRequired();
      return HttpResponse.json({
        exportedAt: new Date().toISOString(),
        profile: {
          email: store.session.email,
          firstName: store.session.firstName,
          lastName: store.session.lastName,
        },
        passkeys: store.session.passkeys.map(({ name, createdAt, lastUsedAt }) => ({
          name,
          createdAt,
          lastUsedAt,
        })),
        projects: store.projects.map((project) => ({
          name: project.name,
          baseLanguage: project.baseLanguage,
        })),
        securityLog: store.securityLog,
      });
    }),

    http.get('/api/auth/security-log', () =>
      store.session ? HttpResponse.json({ events: store.securityLog }) : notSignedIn(),
    ),

    http.get('/api/auth/sessions', () =>
      store.session ? HttpResponse.json({ sessions: store.sessions }) : notSignedIn(),
    ),

    http.post('/api/auth/sessions/end', async ({ request }) => {
      if (!store.session) return notSignedIn();
      const { id } = await body(request);
      if (!store.sessions.some((session) => session.id === id))
        return apiError(404, 'This session has already ended.', 'SESSION_NOT_FOUND');
      store.sessions = store.sessions.filter((session) => session.id !== id);
      return success();
    }),

    http.post('/api/auth/password/reset/passkeys', async ({ request }) => {
      const { token } = await body(request);
      const entry = typeof token === 'string' ? store.tokens[token] : undefined;
      if (entry?.purpose !== 'password-reset' || entry.expired)
        return apiError(
          400,
          'This link is not valid. Please check that you copied all of it.',
          'INVALID_TOKEN',
        );
      if (entry.used) return apiError(409, 'This link has already been used.', 'TOKEN_USED');
      return HttpResponse.json({
        passkeys: store.account.passkeys.map(({ name, createdAt }) => ({ name, createdAt })),
      });
    }),

    http.post('/api/auth/not-me', async ({ request }) => {
      const { token } = await body(request);
      if (typeof token !== 'string' || !token)
        return apiError(400, 'token is required.', 'INVALID_INPUT', 'token');
      store.session = null;
      return HttpResponse.json({ success: true, pendingRemoval: null } satisfies LockDownResult);
    }),

    http.post('/api/auth/sessions/end-others', () => {
      if (!store.session) return notSignedIn();
      store.sessions = store.sessions.filter((session) => session.current);
      return success();
    }),
  ];
}
