import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequests } from './notify.ts';

/** Toasts that set no time of their own (product-spec.md section 9). */
export const DEFAULT_AUTO_CLOSE = 5000;

// The toast region and react-toastify load with the first toast, so no page load carries them.
const ToastRegion = lazy(() => import('./toast-region.tsx'));

/** The one toast region of the app; VerbaUiProvider renders it. */
export function Toaster() {
  const hasToasts = useSyncExternalStore(toastRequests.subscribe, toastRequests.any, () => false);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion autoClose={DEFAULT_AUTO_CLOSE} />
    </Suspense>
  );
}
