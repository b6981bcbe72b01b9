import { type ComponentType, useEffect } from 'react';
import { screens } from '../../app/screens.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import type { ScreenKind, ScreenProps, ScreenRequest } from '../../lib/screen.js';
import { usePermissions } from '../auth/index.js';
import { screenPermission } from './screen-permission.js';

// Each screen's own component, by kind: the list pairs them, so the request given is its own.
const components = new Map(
  screens.map((screen) => [screen.kind, screen.Screen as ComponentType<ScreenProps<ScreenKind>>]),
);

/**
 * Renders the screen the dashboard store asks for (web/app/screens.ts). One the member's role may
 * no longer use (a role changed while it was open) is closed.
 */
export function DialogHost() {
  const dialog = useDashboard((state) => state.dialog);
  const can = usePermissions();
  const permission = dialog === null ? undefined : screenPermission(dialog);
  const allowed = permission === undefined || can(permission);
  useEffect(() => {
    if (!allowed) dashboardStore.closeDialog();
  }, [allowed]);
  if (dialog === null || !allowed) return null;
  return <HostedScreen request={dialog} />;
}

function HostedScreen({ request }: { request: ScreenRequest }) {
  const Screen = components.get(request.kind);
  return Screen ? <Screen request={request} onClose={dashboardStore.closeDialog} /> : null;
}
