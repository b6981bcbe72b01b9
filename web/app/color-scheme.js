// Sets the page's light or dark scheme before its first paint, as Mantine's ColorSchemeScript does
// on a server-drawn page: the theme toggle's choice (Mantine's localStorage key), else light. Run
// before the app's code so that neither the dashboard's skeleton nor the app flashes white in the
// dark. A file, not inline: the Content-Security-Policy allows no inline script. A classic script,
// in a function: it shares the page's global scope. Its twin is the staff /menu's head script
// (server/features/guest-menu/staff-page.ts, which reads the key as THEME_STORAGE_KEY): a plain
// file cannot import that constant; e2e/admin-shell.spec.ts stores the theme by it.
(() => {
  try {
    const stored = window.localStorage.getItem('mantine-color-scheme-value');
    const dark =
      stored === 'dark' ||
      (stored === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch {
    // No storage (a private window that refuses it): the page's own light.
  }
})();
