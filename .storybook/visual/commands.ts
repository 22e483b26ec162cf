import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

/** A request open this long is held on purpose (a pending story's answer never ends): not waited for. */
const HELD_MS = 1000;

type Watched = {
  /** Requests started or ended so far: a change means the page did something. */
  events: number;
  /** Open requests, by when they started (Node's clock: the page's Date stands still). */
  open: Map<object, number>;
  /** Called at the next request event. */
  wake: () => void;
};

const watched = new WeakMap<object, Watched>();

/**
 * Before a worker's first story: Date stands still (the footer prints the current year, screens say
 * how long ago things happened; timers keep running), and the page's requests are watched.
 */
export const preparePictures: BrowserCommand<[frozenNow: string]> = async ({ page }, frozenNow) => {
  await page.clock.setFixedTime(new Date(frozenNow));
  if (watched.has(page)) return;
  const state: Watched = { events: 0, open: new Map(), wake: () => {} };
  watched.set(page, state);
  const changed = () => {
    state.events += 1;
    state.wake();
  };
  page.on('request', (request) => {
    state.open.set(request, Date.now());
    changed();
  });
  for (const end of ['requestfinished', 'requestfailed'] as const) {
    page.on(end, (request) => {
      state.open.delete(request);
      changed();
    });
  }
};

/**
 * Waits until every request the page has open is answered, or held (see HELD_MS), and returns how
 * many request events there have been: the page asks again after its next frames, and is settled
 * when that number has not moved.
 */
export const settleNetwork: BrowserCommand<[]> = async ({ page }) => {
  const state = watched.get(page);
  if (!state) throw new Error('preparePictures has not run in this page');
  for (;;) {
    const youngest = Math.max(0, ...state.open.values());
    const heldIn = youngest + HELD_MS - Date.now();
    if (state.open.size === 0 || heldIn <= 0) return state.events;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, heldIn);
      state.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    state.wake = () => {};
  }
};
