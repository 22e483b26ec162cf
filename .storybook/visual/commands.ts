import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';

const QUIET_MS = 200;
const QUIET_TIMEOUT_MS = 20_000;

/** When each page last started or ended a request (Node's clock: the page's Date stands still). */
const lastRequestEvent = new WeakMap<object, number>();

/**
 * Before a worker's first story: Date stands still (the footer prints the current year, screens say
 * how long ago things happened; timers keep running), and the page's requests are watched.
 */
export const preparePictures: BrowserCommand<[frozenNow: string]> = async ({ page }, frozenNow) => {
  await page.clock.setFixedTime(new Date(frozenNow));
  if (lastRequestEvent.has(page)) return;
  const seen = () => lastRequestEvent.set(page, Date.now());
  seen();
  page.on('request', seen);
  page.on('requestfinished', seen);
  page.on('requestfailed', seen);
};

/**
 * Screens fetch after they render: waits until no request has started or ended for a while. Open
 * requests alone do not count: a pending story holds one open for good.
 */
export const waitForQuietNetwork: BrowserCommand<[]> = async ({ page }) => {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  const quietIn = () => (lastRequestEvent.get(page) ?? 0) + QUIET_MS - Date.now();
  for (let left = quietIn(); left > 0; left = quietIn()) {
    if (Date.now() > deadline) throw new Error('the network never went quiet');
    await new Promise((resolve) => setTimeout(resolve, left));
  }
};
