const KEY = 'verba:stale-build-reload';
// A second failure this soon after reloading means the chunk is really gone: show the error instead.
const QUIET_MS = 30_000;

interface Deps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/**
 * After a deploy, a tab still running the old build asks for chunks the server no longer has.
 * Vite then fires `vite:preloadError`; the page reloads once into the new build instead of failing.
 */
export function reloadOnStaleBuild(event: Event, { storage, reload, now }: Deps): void {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now() - last < QUIET_MS) return;
  storage.setItem(KEY, String(now()));
  event.preventDefault();
  reload();
}

export function installStaleBuildReload(): void {
  window.addEventListener('vite:preloadError', (event) =>
    reloadOnStaleBuild(event, {
      storage: sessionStorage,
      reload: () => window.location.reload(),
      now: Date.now,
    }),
  );
}
