import { HttpResponse, http } from 'msw';
import { mockTotpCode } from '../account-fixtures.ts';
import type { MockStore } from '../store.ts';
import { mockOtpauthUri, mockQrCode, mockRecoveryCodes, mockTotpSecret } from '../two-factor-fixtures.ts';
import { apiError } from './auth.ts';

interface TwoFactorState {
  setupStarted: boolean;
  /** Recovery codes not used yet. */
  codesLeft: string[];
}

// The 2FA side of a store lives here, keyed by the store, so the shared store shape stays small.
const states = new WeakMap<MockStore, TwoFactorState>();

function stateOf(store: MockStore): TwoFactorState {
  let state = states.get(store);
  if (!state) {
    const left = store.account.twoFactorEnabled ? store.account.recoveryCodesLeft : 0;
    state = { setupStarted: false, codesLeft: mockRecoveryCodes.slice(0, left) };
    states.set(store, state);
  }
  return state;
}

async function field(request: Request, name: string): Promise<string> {
  const body: unknown = await request.json().catch(() => null);
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

const notSignedIn = () => apiError(401, 'You are not signed in.', 'UNAUTHENTICATED');
const wrongCode = () => apiError(401, 'The code is not correct.', 'INVALID_CODE');
const wrongRecoveryCode = () =>
  apiError(401, 'This recovery code is not valid or has already been used.', 'INVALID_RECOVERY_CODE');
const alreadyOn = () => apiError(409, 'Two-factor authentication is already on.', 'TWO_FACTOR_ENABLED');
const notOn = () => apiError(409, 'Two-factor authentication is not on.', 'TWO_FACTOR_DISABLED');
/** The disable calls fail as `{success: false, error, code}` (api-contract.md). */
const disableFailure = (response: Response) =>
  response
    .json()
    .then((body: object) => HttpResponse.json({ success: false, ...body }, { status: response.status }));

/** Keeps the account, the session and the 2FA state in step after a change. */
function update(store: MockStore, state: TwoFactorState, enabled: boolean): void {
  store.account = { ...store.account, twoFactorEnabled: enabled, recoveryCodesLeft: state.codesLeft.length };
  if (store.session) store.session = structuredClone(store.account);
}

function spend(state: TwoFactorState, code: string): boolean {
  const typed = code.replace(/\s/g, '');
  const index = state.codesLeft.findIndex((left) => left === typed || left.replace(/-/g, '') === typed);
  if (index < 0) return false;
  state.codesLeft.splice(index, 1);
  return true;
}

/** /api/auth/setup/2fa/* and the recovery-code sign-in over the one store; the code is `mockTotpCode`. */
export function twoFactorHandlers(store: MockStore) {
  const enabled = () => store.account.twoFactorEnabled;
  return [
    http.post('/api/auth/login/2fa/recovery', async ({ request }) => {
      if (!store.pendingSecondFactor) {
        return apiError(401, 'Your sign-in has expired. Please sign in again.', 'NO_PENDING_SIGN_IN');
      }
      const state = stateOf(store);
      if (!spend(state, await field(request, 'recoveryCode'))) return wrongRecoveryCode();
      store.pendingSecondFactor = false;
      update(store, state, true);
      store.session = structuredClone(store.account);
      return HttpResponse.json({ status: 'ok' });
    }),

    http.post('/api/auth/setup/2fa', () => {
      if (!store.session) return notSignedIn();
      if (enabled()) return alreadyOn();
      stateOf(store).setupStarted = true;
      return HttpResponse.json({ secret: mockTotpSecret, uri: mockOtpauthUri, qrCode: mockQrCode });
    }),

    http.post('/api/auth/setup/2fa/confirm', async ({ request }) => {
      if (!store.session) return notSignedIn();
      if (enabled()) return alreadyOn();
      const state = stateOf(store);
      if (!state.setupStarted) {
        return apiError(409, 'Start the setup again: there is no code to confirm.', 'SETUP_NOT_STARTED');
      }
      if ((await field(request, 'code')) !== mockTotpCode) return wrongCode();
      state.setupStarted = false;
      state.codesLeft = [...mockRecoveryCodes];
      update(store, state, true);
      return HttpResponse.json({ recoveryCodes: mockRecoveryCodes });
    }),

    http.post('/api/auth/setup/2fa/recovery-codes', async ({ request }) => {
      if (!store.session) return notSignedIn();
      if (!enabled()) return notOn();
      if ((await field(request, 'code')) !== mockTotpCode) return wrongCode();
      // A visibly different set, so a story can tell the new codes from the old.
      const fresh = mockRecoveryCodes.map((code) => [...code].reverse().join(''));
      const state = stateOf(store);
      state.codesLeft = fresh;
      update(store, state, true);
      return HttpResponse.json({ recoveryCodes: fresh });
    }),

    http.post('/api/auth/setup/2fa/disable', async ({ request }) => {
      if (!store.session) return disableFailure(notSignedIn());
      if (!enabled()) return disableFailure(notOn());
      if ((await field(request, 'code')) !== mockTotpCode) return disableFailure(wrongCode());
      const state = stateOf(store);
      state.codesLeft = [];
      update(store, state, false);
      return HttpResponse.json({ success: true });
    }),

    http.post('/api/auth/setup/2fa/disable/recovery', async ({ request }) => {
      if (!store.session) return disableFailure(notSignedIn());
      if (!enabled()) return disableFailure(notOn());
      const state = stateOf(store);
      if (!spend(state, await field(request, 'recoveryCode'))) return disableFailure(wrongRecoveryCode());
      state.codesLeft = [];
      update(store, state, false);
      return HttpResponse.json({ success: true });
    }),
  ];
}
