import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px) the editor is laid out for a phone. */
const PHONE_QUERY = '(max-width: 639.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-sized now; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
