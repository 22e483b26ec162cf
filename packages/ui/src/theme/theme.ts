/** The user's theme preference (product-spec.md section 3). */
export type Theme = 'light' | 'dark' | 'system';

export const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** localStorage key; packages/app/index.html's inline script reads the same key before the first paint. */
export const THEME_STORAGE_KEY = 'theme';

/** daisyUI theme names on <html data-theme>; system has none, so prefers-color-scheme decides. */
export const DAISY_THEMES = { light: 'corporate', dark: 'business' } as const;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The stored preference; anything missing, unreadable or not light/dark/system counts as system. */
export function readStoredTheme(storage: Pick<Storage, 'getItem'> | null | undefined): Theme {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    // Storage can throw when the browser blocks it (privacy settings, sandboxed frames).
    return 'system';
  }
}

export function writeStoredTheme(storage: Pick<Storage, 'setItem'> | null | undefined, theme: Theme): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not being able to persist only means the choice lasts for this page view.
  }
}

/** light → dark → system → light. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'light';
}

/** Sets or removes data-theme on <html> (or the given element). */
export function applyTheme(
  theme: Theme,
  root: Pick<Element, 'setAttribute' | 'removeAttribute'> = document.documentElement,
): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', DAISY_THEMES[theme]);
}
