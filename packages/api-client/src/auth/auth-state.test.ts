import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, failure, NETWORK_ERROR, success } from '../result.ts';
import { authStateFrom } from './auth-state.ts';
import type { User } from './types.ts';

describe('authStateFrom', () => {
  it('is signed in with the user /api/auth/info answered', () => {
    const user = { id: '1', email: 'ada@example.test' } as User;
    expect(authStateFrom(success(user))).toEqual({ status: 'signedIn', user });
  });

  it('is signed out after a 401 or when the server cannot be reached', () => {
    expect(authStateFrom(failure('UNAUTHENTICATED'))).toEqual({ status: 'signedOut' });
    expect(authStateFrom(failure(NETWORK_ERROR))).toEqual({ status: 'signedOut' });
  });

  it('is unavailable, not signed out, while the server has no database', () => {
    expect(authStateFrom(failure(DATABASE_UNAVAILABLE, 'The database is not reachable.'))).toEqual({
      status: 'unavailable',
    });
  });
});
