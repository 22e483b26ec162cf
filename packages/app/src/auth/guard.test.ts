import { describe, expect, it } from 'vitest';
import { decideGuard, type GuardLocation } from './guard.ts';

const at = (path: string): GuardLocation => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('decideGuard for signed-in pages', () => {
  it('waits quietly while the auth state is unknown', () => {
    expect(decideGuard('signedIn', 'unknown', at('/dashboard'))).toEqual({ kind: 'pending' });
  });

  it('renders for a signed-in user', () => {
    expect(decideGuard('signedIn', 'signedIn', at('/dashboard'))).toEqual({ kind: 'render' });
  });

  it('sends a signed-out visitor to sign-in with the page to return to', () => {
    expect(decideGuard('signedIn', 'signedOut', at('/project/7/settings?tab=2'))).toEqual({
      kind: 'redirect',
      to: '/sign-in?next=%2Fproject%2F7%2Fsettings%3Ftab%3D2',
    });
  });
});

describe('decideGuard for sign-in and sign-up', () => {
  it('waits quietly while the auth state is unknown', () => {
    expect(decideGuard('signedOut', 'unknown', at('/sign-in'))).toEqual({ kind: 'pending' });
  });

  it('renders for a signed-out visitor', () => {
    expect(decideGuard('signedOut', 'signedOut', at('/sign-up'))).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user to the dashboard', () => {
    expect(decideGuard('signedOut', 'signedIn', at('/sign-up'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends a signed-in user to a safe next page', () => {
    expect(decideGuard('signedOut', 'signedIn', at('/sign-in?next=%2Fgroup%2F1%2F2'))).toEqual({
      kind: 'redirect',
      to: '/group/1/2',
    });
  });

  it('sends a signed-in user to the page remembered before signing up, unless next says otherwise', () => {
    const invitation = '/invitation?token=abc';
    expect(decideGuard('signedOut', 'signedIn', at('/sign-in'), invitation)).toEqual({
      kind: 'redirect',
      to: invitation,
    });
    expect(decideGuard('signedOut', 'signedIn', at('/sign-in?next=%2Fdashboard'), invitation)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('ignores an unsafe next page', () => {
    expect(decideGuard('signedOut', 'signedIn', at('/sign-in?next=https%3A%2F%2Fevil.example'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
});

describe('decideGuard while the server has no database', () => {
  it('shows the outage on signed-in and signed-out pages alike, without a redirect', () => {
    expect(decideGuard('signedIn', 'unavailable', at('/dashboard'))).toEqual({ kind: 'unavailable' });
    expect(decideGuard('signedOut', 'unavailable', at('/sign-in'))).toEqual({ kind: 'unavailable' });
  });
});
