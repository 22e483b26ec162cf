import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ApiResult } from '../result.ts';
import { authStateFrom } from './auth-state.ts';
import { fetchInfo, logout as postLogout } from './calls.ts';
import { onSessionEnded } from './session-events.ts';
import type { AuthState, User } from './types.ts';

export interface AuthContextValue {
  state: AuthState;
  /** Re-reads GET /api/auth/info, e.g. after signing in or changing the profile. */
  refresh: () => Promise<void>;
  /** Ends the session on the server, then re-reads the state; resolves to the call's result. */
  logout: () => Promise<ApiResult<unknown>>;
  /** The session ended while the page was open (signed out elsewhere, expired): sign-in says so. */
  sessionEnded: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /**
   * Whether the browser may hold a session, e.g. `hasSignedInHint` for the real server. When it
   * says no, the state is signed out at once, without asking /api/auth/info. Without it, always ask.
   */
  sessionHint?: () => boolean;
  /**
   * A GET /api/auth/info already under way, started before the first render so that the check runs
   * beside the loading of the page's code rather than after it. The first check takes its answer.
   */
  initialInfo?: Promise<ApiResult<User>>;
}

export function AuthProvider({ children, sessionHint, initialInfo }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(() =>
    sessionHint && !sessionHint() ? { status: 'signedOut' } : { status: 'unknown' },
  );

  const unusedInitialInfo = useRef(initialInfo);
  // A transition, like the router's own updates: a page that navigates away and then refreshes
  // (after deleting the account, say) is not rendered signed out at its old address first.
  const refresh = useCallback(async () => {
    const initial = unusedInitialInfo.current;
    unusedInitialInfo.current = undefined;
    const next: AuthState =
      sessionHint && !sessionHint() ? { status: 'signedOut' } : authStateFrom(await (initial ?? fetchInfo()));
    if (next.status === 'signedIn') setSessionEnded(false);
    startTransition(() => setState(next));
  }, [sessionHint]);

  const [sessionEnded, setSessionEnded] = useState(false);
  const signedIn = useRef(false);
  signedIn.current = state.status === 'signedIn';
  useEffect(
    () =>
      onSessionEnded(() => {
        if (!signedIn.current) return;
        setSessionEnded(true);
        startTransition(() => setState({ status: 'signedOut' }));
      }),
    [],
  );

  const logout = useCallback(async () => {
    const result = await postLogout();
    await refresh();
    return result;
  }, [refresh]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(
    () => ({ state, refresh, logout, sessionEnded }),
    [state, refresh, logout, sessionEnded],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
