import { lazy, Suspense } from 'react';

/** Toasts that set no time of their own (product-spec.md section 9). */
export const DEFAULT_AUTO_CLOSE = 5000;

// The toast region and react-toastify stay off the first page's critical path.
const ToastRegion = lazy(() => import('./toast-region.tsx'));

/** The one toast region of the app; VerbaUiProvider renders it. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion autoClose={DEFAULT_AUTO_CLOSE} />
    </Suspense>
  );
}
