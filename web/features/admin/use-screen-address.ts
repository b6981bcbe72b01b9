import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { screens } from '../../app/screens.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import type { ScreenAddress, ScreenKind, ScreenRequest } from '../../lib/screen.js';
import { usePermissions } from '../auth/index.js';
import { screenPermission } from '../dashboard/index.js';

const addresses = screens.flatMap((screen) =>
  'address' in screen ? [screen.address as ScreenAddress<ScreenKind>] : [],
);

const DASHBOARD = '/admin';

function requestAt(path: string): ScreenRequest | null {
  for (const address of addresses) {
    const request = address.fromPath(path);
    if (request) return request;
  }
  return null;
}

function pathOf(request: ScreenRequest | null): string | null {
  if (request === null) return null;
  const screen = screens.find((candidate) => candidate.kind === request.kind);
  return screen && 'address' in screen
    ? (screen.address as ScreenAddress<ScreenKind>).toPath(request)
    : null;
}

/** The history entry a screen's opening added: closing it goes back off it. */
function pushed(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && 'screen' in state;
}

/**
 * A long-lived screen (Stock Count, Reports, Team, Activity) has an address under /admin, so that
 * a reload opens it at the same place and Back closes it: opening one adds a history entry, a
 * move within it (a count, a tab) replaces that entry, and closing it takes the entry back off.
 * An address the member's role may not open, or no screen's, shows the dashboard.
 */
export function useScreenAddress(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const can = usePermissions();
  const dialog = useDashboard((state) => state.dialog);
  const last = useRef<{ path: string | null; dialog: ScreenRequest | null }>({
    path: null,
    dialog,
  });

  useEffect(() => {
    const before = last.current;
    const path = location.pathname;
    last.current = { path, dialog };
    const wanted = pathOf(dialog);
    if (path !== before.path) {
      // Opened at an address, or Back and Forward: the page follows the history.
      if (path === DASHBOARD) {
        if (pathOf(dialog) !== null) dashboardStore.closeDialog();
        return;
      }
      const request = requestAt(path);
      const permission = request === null ? undefined : screenPermission(request);
      if (request === null || (permission !== undefined && !can(permission))) {
        navigate(DASHBOARD, { replace: true, state: location.state });
      } else if (wanted !== path) {
        dashboardStore.openDialog(request);
      }
    } else if (dialog !== before.dialog && wanted !== path) {
      // The page opened, moved within or closed a screen: the history follows the page.
      if (wanted !== null && path === DASHBOARD) {
        navigate(wanted, { state: { ...(location.state ?? {}), screen: true } });
      } else if (wanted !== null) {
        navigate(wanted, { replace: true, state: location.state });
      } else if (path !== DASHBOARD) {
        if (pushed(location)) navigate(-1);
        else navigate(DASHBOARD, { replace: true });
      }
    }
  }, [location, dialog, navigate, can]);
}
