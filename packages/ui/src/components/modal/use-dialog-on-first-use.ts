import { useState, useTransition } from 'react';

/**
 * A dialog whose code loads on first use (docs/ui-kit.md): its opener preloads the code on hover
 * and focus, and opens the dialog in a transition, so the page stays as it is and the opener shows
 * it pending while the code arrives. Render the dialog once `hasOpened`, inside a
 * `<Suspense fallback={null}>` that is always mounted, so the transition waits there.
 */
export function useDialogOnFirstUse(preload: () => void) {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [isLoading, startLoading] = useTransition();
  const openerProps = {
    onHoverStart: preload,
    onFocus: preload,
    onPress: () =>
      startLoading(() => {
        setHasOpened(true);
        setOpen(true);
      }),
    isPending: isLoading,
  };
  return { isOpen, setOpen, hasOpened, openerProps };
}
