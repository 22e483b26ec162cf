export { AuthProvider, type AuthContextValue, type AuthProviderProps, useAuth } from './auth/auth-provider.tsx';
export { AUTH_BASE, fetchInfo, logout } from './auth/calls.ts';
export type { AuthState, Passkey, User } from './auth/types.ts';
export { type ApiError, GENERIC_ERROR, post, type RequestOptions, request, showError } from './http.ts';
