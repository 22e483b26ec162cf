/**
 * The server said a call's session is gone (401 UNAUTHENTICATED) while the page thought it signed
 * in: REST calls and the Apollo link report it here, and the AuthProvider listens.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}

export const UNAUTHENTICATED = 'UNAUTHENTICATED';
