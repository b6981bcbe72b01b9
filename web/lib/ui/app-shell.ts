import { useLayoutEffect, useState } from 'react';

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

/** What was typed in the skeleton's search box, and whether it had the keyboard. */
interface ShellSearch {
  text: string;
  focused: boolean;
}

function readShellSearch(): ShellSearch | null {
  // The server makes the skeleton's search boxes usable when it drew the first cards
  // (server/features/admin-page/): one shows on a phone, the other on a wider screen.
  for (const input of document.querySelectorAll<HTMLInputElement>('#app-shell input')) {
    const focused = document.activeElement === input;
    if (input.value.trim() !== '' || focused) return { text: input.value, focused };
  }
  return null;
}

/**
 * The dashboard takes over what was typed in the skeleton's search box before its code had run:
 * `apply` receives the text at its first render, and the app's own search box gets the keyboard
 * in the frame the skeleton goes if the skeleton's had it. Call before useRemoveAppShell's effect
 * has run, that is in the component that calls it, before it.
 */
export function useTakeShellSearch(apply: (text: string) => void, focusSelector: string): void {
  const [typed] = useState(() => {
    const found = readShellSearch();
    if (found && found.text.trim() !== '') apply(found.text);
    return found;
  });
  useLayoutEffect(() => {
    // A first render may be spread over several tasks: what was typed meanwhile counts too.
    const last = readShellSearch() ?? typed;
    if (last && last.text !== typed?.text && last.text.trim() !== '') apply(last.text);
    if (!last?.focused) return;
    const input = document.querySelector<HTMLInputElement>(focusSelector);
    input?.focus();
    const end = input?.value.length ?? 0;
    input?.setSelectionRange(end, end);
  }, [typed, focusSelector, apply]);
}
