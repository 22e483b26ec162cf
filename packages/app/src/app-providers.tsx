import { type ApiResult, AuthProvider, type User } from '@verba/api-client';
import { VerbaUiProvider } from '@verba/ui';
import { type ReactNode, StrictMode } from 'react';

export interface AppProvidersProps {
  children: ReactNode;
  /** Whether the browser may hold a session (AuthProvider); the prerendered pages are signed out. */
  sessionHint: (() => boolean) | undefined;
  /** The session check main.tsx started before rendering (AuthProvider). */
  initialInfo?: Promise<ApiResult<User>>;
  navigate: (href: string) => void;
}

/**
 * The providers around the router, the same in the browser and in the build's prerendering, so a
 * prerendered page hydrates into the very tree it was rendered from. The ui providers sit above the
 * router so the layout, the pending state and the error pages all get texts, theme and toasts.
 */
export function AppProviders({ children, sessionHint, initialInfo, navigate }: AppProvidersProps) {
  return (
    <StrictMode>
      <AuthProvider sessionHint={sessionHint} initialInfo={initialInfo}>
        <VerbaUiProvider navigate={navigate}>{children}</VerbaUiProvider>
      </AuthProvider>
    </StrictMode>
  );
}
