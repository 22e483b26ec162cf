import type { ApiError } from '@verba/api-client';
import { HttpResponse, http } from 'msw';
import type { MockStore } from '../store.ts';

/** api-contract.md's failure shape. */
/** A failure in the contract's shape; `field` names the input it is about, as the server does. */
export function apiError(status: number, error: string, code: string, field?: string) {
  return HttpResponse.json<ApiError>(field ? { error, code, field } : { error, code }, { status });
}

const notSignedIn = () => apiError(401, 'You are not signed in.', 'UNAUTHENTICATED');

export function authHandlers(store: MockStore) {
  return [
    http.get('/api/auth/info', () => (store.session ? HttpResponse.json(store.session) : notSignedIn())),

    http.post('/api/auth/login', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (email !== store.account.email || body?.password !== store.password) {
        return apiError(401, 'Invalid e-mail or password', 'INVALID_CREDENTIALS');
      }
      // An account with 2FA continues with the code step (handlers/account.ts, handlers/two-factor.ts).
      if (store.account.twoFactorEnabled) {
        store.pendingSecondFactor = true;
        return HttpResponse.json({ status: '2fa' });
      }
      store.session = structuredClone(store.account);
      return HttpResponse.json({ status: 'ok' });
    }),

    http.post('/api/auth/logout', () => {
      store.session = null;
      return HttpResponse.json({ success: true });
    }),
  ];
}
