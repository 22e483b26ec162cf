import { safeNextPath } from './next-path.ts';

const KEY = 'verba:return-after-sign-in';
/** Long enough to sign up, confirm from the mail and sign in; short enough not to surprise a later sign-in. */
const KEEP_MS = 24 * 60 * 60 * 1000;

type ReturnStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A page to come back to after a sign-in that `?next=` cannot carry: signing up goes through the
 * confirmation mail, which opens a new tab, so the invitation page keeps itself here instead.
 */
export function rememberReturn(path: string, storage: ReturnStorage | null, now = Date.now()): void {
  const safe = safeNextPath(path);
  if (!safe || !storage) return;
  try {
    storage.setItem(KEY, JSON.stringify({ path: safe, until: now + KEEP_MS }));
  } catch {
    // Storage full or blocked: the dashboard still lists the invitation.
  }
}

/** The remembered page, while it is fresh and safe; it stays until the page itself is reached. */
export function rememberedReturn(storage: ReturnStorage | null, now = Date.now()): string | null {
  if (!storage) return null;
  try {
    const stored = storage.getItem(KEY);
    if (!stored) return null;
    const { path, until } = JSON.parse(stored) as { path?: unknown; until?: unknown };
    if (typeof path === 'string' && typeof until === 'number' && until >= now) return safeNextPath(path);
    storage.removeItem(KEY);
    return null;
  } catch {
    return null;
  }
}

/** Called once the remembered page is reached, so a later sign-in goes to the dashboard again. */
export function forgetReturn(storage: ReturnStorage | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/** localStorage, shared by the tabs a mail link opens; null where the browser blocks it. */
export function returnStorage(): ReturnStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
