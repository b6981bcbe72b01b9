import type { Permission } from '../../../domain/permissions.js';
import { screens } from '../../app/screens.js';
import type { ScreenDescriptor, ScreenKind, ScreenRequest } from '../../lib/screen.js';

const byKind = new Map<ScreenKind, ScreenDescriptor<ScreenKind>>(
  screens.map((screen) => [screen.kind, screen as ScreenDescriptor<ScreenKind>]),
);

/**
 * The permission a screen's request needs (domain/permissions.ts), if any: the header shows no
 * action its member's role lacks, a screen whose member loses the permission while it is open
 * (role-changed) closes rather than fail on save, and an address the role may not open shows the
 * dashboard.
 */
export function screenPermission(request: ScreenRequest): Permission | undefined {
  const permission = byKind.get(request.kind)?.permission;
  return typeof permission === 'function' ? permission(request) : permission;
}
