import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';

/** The wine a history entry of /admin stands for, in its state; null for the list. */
function wineOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('wine' in state)) return null;
  return typeof state.wine === 'string' ? state.wine : null;
}

/** The mark of a screen's history entry, kept when the wine of that entry changes. */
function screenMark(state: unknown): { screen?: true } {
  return typeof state === 'object' && state !== null && 'screen' in state ? { screen: true } : {};
}

/**
 * A wine's detail is a step in the browser's history, so that Back (the browser's, a phone's
 * gesture, or the detail's own) returns to the list: opening a wine adds an entry, Back closes
 * the wine, and a wine closed by the page (its back control, a search, a view) takes its entry
 * back off. The detail opens at its top, wherever the list was scrolled; the list restores its
 * own place (list-place.ts in the dashboard).
 */
export function useWineHistory(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const productId = useDashboard((state) => state.selection?.productId ?? null);
  const entryWine = wineOf(location.state);
  const last = useRef({ productId, entryWine });

  useLayoutEffect(() => {
    if (productId !== null) window.scrollTo(0, 0);
  }, [productId]);

  // The browser would put back the scroll it saw when the wine's entry was added (the detail's
  // top, 0) over the list's own: the page places itself.
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    const before = last.current;
    last.current = { productId, entryWine };
    if (productId === entryWine) return;
    if (entryWine !== before.entryWine) {
      // Back or Forward: the page follows the history.
      if (entryWine === null) dashboardStore.closeWine();
      else dashboardStore.openWine(entryWine);
    } else if (productId !== before.productId || entryWine !== null) {
      // The page opened or closed a wine: the history follows the page. An entry left by a
      // reload (the store starts with no wine) is replaced too.
      const to = { pathname: location.pathname, search: location.search, hash: location.hash };
      if (productId === null && before.productId !== null) navigate(-1);
      else
        navigate(to, {
          // A screen's entry stays one (use-screen-address.ts): closing it goes back off it.
          state: {
            ...screenMark(location.state),
            ...(productId === null ? {} : { wine: productId }),
          },
          replace: entryWine !== null,
        });
    }
  }, [productId, entryWine, location, navigate]);
}
