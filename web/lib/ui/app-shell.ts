import { useLayoutEffect } from 'react';

/**
 * Removes the dashboard's skeleton (web/app/admin-shell.html), which admin.html paints before any
 * script runs and which covers the app until a screen of its own is drawn. A layout effect: gone in
 * the same frame as that screen is painted, never a frame of both or of neither. The screens that
 * /admin can end on call it: the dashboard, the public pages (the login page, when the session has
 * ended) and the crash notice. The app's loading screens do not: the skeleton stands for them.
 */
export function useRemoveAppShell(): void {
  useLayoutEffect(() => {
    document.getElementById('app-shell')?.remove();
    // Its hidden notice for code that failed to download: the code is here.
    document.getElementById('app-failed')?.remove();
  }, []);
}
