/** Pages a sign-in must never return to: they would undo or repeat the sign-in itself. */
const AUTH_PAGES = ['/sign-in', '/sign-up', '/sign-out'];

// Any origin works as a base: only a result that keeps it proves the input was a same-origin path.
const BASE = 'http://verba.invalid';

/** Browsers read `\` as `/` and drop tabs and newlines, which turns `/\evil` or `/\t/evil` into `//evil`. */
function hasUnsafeCharacter(path: string): boolean {
  return [...path].some((char) => {
    const code = char.charCodeAt(0);
    return char === '\\' || code < 0x20 || code === 0x7f;
  });
}

/**
 * The `next` query value when it is a same-origin path to return to after signing in, else null.
 * Refuses absolute and protocol-relative URLs (`//evil.example`, `/\evil.example`), control
 * characters and the auth pages, so `?next=` can never become an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  if (hasUnsafeCharacter(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  // "/.//evil.example" normalises to "//evil.example", which a browser reads as another host.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-out visitor goes: the sign-in page, remembering the page they asked for. */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `/sign-in?${new URLSearchParams({ next })}` : '/sign-in';
}
