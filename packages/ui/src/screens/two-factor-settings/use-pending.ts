import { useRef, useState } from 'react';

/** Runs one call at a time: pending while it runs, a second press meanwhile does nothing. */
export function usePending() {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const run = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { isPending, run };
}
