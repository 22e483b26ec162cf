import type { AuthState } from '@verba/api-client';
import { safeNextPath, signInPathFor } from './next-path.ts';

/** Who a guarded page is for: signed-in account holders, or signed-out visitors (sign-in, sign-up). */
export type Audience = 'signedIn' | 'signedOut';

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'pending' }
  | { kind: 'unavailable' }
  | { kind: 'redirect'; to: string };

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** What a guarded page shows for the current auth state; pure, so the rules are unit-tested. */
export function decideGuard(
  audience: Audience,
  status: AuthState['status'],
  location: GuardLocation,
  remembered: string | null = null,
): GuardDecision {
  // Waiting quietly avoids flashing a page, or a redirect, that the real state would undo.
  if (status === 'unknown') return { kind: 'pending' };
  // The server cannot tell while its database is down: say so, rather than send a signed-in user to sign-in.
  if (status === 'unavailable') return { kind: 'unavailable' };
  if (audience === 'signedIn') {
    return status === 'signedIn'
      ? { kind: 'render' }
      : { kind: 'redirect', to: signInPathFor(`${location.pathname}${location.search}${location.hash}`) };
  }
  if (status === 'signedOut') return { kind: 'render' };
  // A signed-in user on /sign-in goes where the sign-in was meant to lead, which also finishes a
  // sign-in: `?next=`, else the page remembered before signing up (an invitation), else the dashboard.
  const next = safeNextPath(new URLSearchParams(location.search).get('next'));
  return { kind: 'redirect', to: next ?? remembered ?? '/dashboard' };
}
