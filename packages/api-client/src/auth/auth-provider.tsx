import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { fetchInfo, logout as postLogout } from './calls.ts';
import type { AuthState } from './types.ts';

export interface AuthContextValue {
  state: AuthState;
  /** Re-reads GET /api/auth/info, e.g. after signing in or changing the profile. */
  refresh: () => Promise<void>;
  /** Ends the session on the server, then re-reads the state. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
}

export function AuthProvider({ children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'unknown' });

  const refresh = useCallback(async () => {
    const user = await fetchInfo();
    setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
  }, []);

  const logout = useCallback(async () => {
    await postLogout();
    await refresh();
  }, [refresh]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(() => ({ state, refresh, logout }), [state, refresh, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
