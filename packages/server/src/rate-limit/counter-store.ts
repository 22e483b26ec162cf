/** Fixed-window counters: how often something happened for a key within the window. */
export interface CounterStore {
  /** Counts one more event and answers the count so far and when the window ends. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count so far, without adding to it. */
  read(key: string): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

/** One process's counters; they start over when the server restarts. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  // Expired windows of keys nobody asks about again are dropped now and then, so memory stays bounded.
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();

  return {
    async increment(key, windowMs) {
      const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async read(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}
