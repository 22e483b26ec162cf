import { type Passkey, rules } from '@verba/api-client';
import { HttpResponse, http } from 'msw';
import { mockCreationOptions, mockRequestOptions } from '../passkey-fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { apiError } from './auth.ts';

const notSignedIn = () => apiError(401, 'You are not signed in.', 'UNAUTHENTICATED');
const notFound = () => apiError(404, 'This passkey does not exist (any more).', 'PASSKEY_NOT_FOUND');
const success = () => HttpResponse.json({ success: true });

async function body(request: Request): Promise<Record<string, unknown>> {
  const parsed: unknown = await request.json().catch(() => null);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

function nameOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const parsed = rules.nameRule.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The signed-in account's passkeys, kept the same in the session and the account. */
function updatePasskeys(store: MockStore, change: (passkeys: Passkey[]) => Passkey[]) {
  store.account.passkeys = change(store.account.passkeys);
  if (store.session) store.session.passkeys = structuredClone(store.account.passkeys);
}

/** /api/auth/setup/passkey/* and /api/auth/login/passkey/* over the one store, as the server answers them. */
export function passkeyHandlers(store: MockStore) {
  return [
    http.post('/api/auth/setup/passkey', () =>
      store.session
        ? HttpResponse.json({ publicKey: mockCreationOptions(store.account.passkeys.map((p) => p.id)) })
        : notSignedIn(),
    ),

    http.post('/api/auth/setup/passkey/confirm', async ({ request }) => {
      if (!store.session) return notSignedIn();
      const input = await body(request);
      const name = nameOf(input.name);
      if (name === null) return apiError(400, 'name must not be empty.', 'INVALID_INPUT');
      if (input.type !== 'public-key' || typeof input.id !== 'string') {
        return apiError(400, 'The new passkey could not be verified.', 'PASSKEY_REJECTED');
      }
      const passkey: Passkey = {
        id: newId(store, 'passkey'),
        name: name ?? `Passkey ${store.account.passkeys.length + 1}`,
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      };
      updatePasskeys(store, (passkeys) => [...passkeys, passkey]);
      return success();
    }),

    http.post('/api/auth/setup/passkey/rename', async ({ request }) => {
      if (!store.session) return notSignedIn();
      const { id, name: rawName } = await body(request);
      const name = nameOf(rawName);
      if (!name) return apiError(400, 'name must not be empty.', 'INVALID_INPUT');
      if (!store.account.passkeys.some((passkey) => passkey.id === id)) return notFound();
      updatePasskeys(store, (passkeys) => passkeys.map((p) => (p.id === id ? { ...p, name } : p)));
      return success();
    }),

    http.post('/api/auth/setup/passkey/disable', async ({ request }) => {
      if (!store.session) return notSignedIn();
      const { id } = await body(request);
      if (id === undefined) {
        updatePasskeys(store, () => []);
        return success();
      }
      if (!store.account.passkeys.some((passkey) => passkey.id === id)) return notFound();
      updatePasskeys(store, (passkeys) => passkeys.filter((passkey) => passkey.id !== id));
      return success();
    }),

    http.post('/api/auth/login/passkey', () => HttpResponse.json({ publicKey: mockRequestOptions() })),

    // Any assertion stands for the account's passkey; an account without one knows none.
    http.post('/api/auth/login/passkey/confirm', () => {
      if (store.account.passkeys.length === 0) {
        return apiError(
          401,
          'This passkey is not registered. Sign in with your password.',
          'PASSKEY_UNKNOWN',
        );
      }
      updatePasskeys(store, (passkeys) =>
        passkeys.map((p, index) => (index === 0 ? { ...p, lastUsedAt: new Date().toISOString() } : p)),
      );
      store.session = structuredClone(store.account);
      return HttpResponse.json({ status: 'ok' });
    }),
  ];
}
