// Sets <html data-theme> before any CSS loads, so the first paint already has the stored theme.
// It mirrors readStoredTheme/applyTheme in packages/ui/src/theme/theme.ts: keep the two in step.
// A file, not an inline script, because the Content-Security-Policy forbids inline scripts.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Blocked storage means the system theme, as in readStoredTheme.
  }
  const daisyTheme = stored === 'light' ? 'corporate' : stored === 'dark' ? 'business' : null;
  if (daisyTheme) document.documentElement.setAttribute('data-theme', daisyTheme);
})();
