import { useAuth } from '@verba/api-client';
import { DatabaseUnavailable, Page, PendingScreen } from '@verba/ui';
import { Navigate, Outlet, useLocation } from 'react-router';
import { type Audience, decideGuard } from './guard.ts';
import { rememberedReturn, returnStorage } from './pending-return.ts';

export interface RequireAuthProps {
  audience: Audience;
}

/** Layout route that renders its child pages only for the given audience and redirects everyone else. */
export function RequireAuth({ audience }: RequireAuthProps) {
  const { state, refresh } = useAuth();
  const leavingSignIn = audience === 'signedOut' && state.status === 'signedIn';
  const remembered = leavingSignIn ? rememberedReturn(returnStorage()) : null;
  const decision = decideGuard(audience, state.status, useLocation(), remembered);
  if (decision.kind === 'pending') return <PendingScreen />;
  if (decision.kind === 'unavailable') {
    return (
      <Page size="narrow">
        <DatabaseUnavailable onRetry={refresh} />
      </Page>
    );
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
