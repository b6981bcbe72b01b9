import { can, type Permission } from '../../../domain/permissions.js';
import { useAuth } from './auth-context.js';

/**
 * Whether the signed-in member's role may do something (domain/permissions.ts, the table the
 * server enforces): a screen shows only what would succeed. Follows the session, so a
 * changed role shows at once (the live feed's role-changed reads the session again).
 */
export function useCan(permission: Permission): boolean {
  return usePermissions()(permission);
}

/** The same question for several permissions at once (a list of actions, each with its own). */
export function usePermissions(): (permission: Permission) => boolean {
  const { state } = useAuth();
  const role = state.user?.role;
  return (permission) => role !== undefined && can(role, permission);
}
