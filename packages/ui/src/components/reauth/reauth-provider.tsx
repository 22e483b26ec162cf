import { useAuth } from '@verba/api-client';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { type ConfirmIdentity, ReauthContext } from './reauth-context.ts';

// The dialog (and the passkey library it may load) comes only when a change first needs it.
const ReauthDialog = lazy(() =>
  import('./reauth-dialog.tsx').then((module) => ({ default: module.ReauthDialog })),
);

/**
 * Lets any useAction answer 403 REAUTH_REQUIRED by asking for a factor and then running the call
 * again, so the person never fills a form twice.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const [isOpen, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmIdentity>(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const user = state.status === 'signedIn' ? state.user : null;
  return (
    <ReauthContext.Provider value={confirm}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <ReauthDialog
            hasCode={user?.twoFactorEnabled ?? false}
            hasPasskey={(user?.passkeys.length ?? 0) > 0}
            onConfirmed={() => finish(true)}
            onCancel={() => finish(false)}
          />
        </Suspense>
      )}
    </ReauthContext.Provider>
  );
}
