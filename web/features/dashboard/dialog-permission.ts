import type { Permission } from '../../../domain/permissions.js';
import type { DialogKind, DialogRequest } from '../../lib/dashboard-store.js';

/**
 * The permission each kind of dialog needs (domain/permissions.ts), if any: the header shows no
 * action its member's role lacks, and a dialog whose member loses the permission while it is open
 * (role-changed) closes rather than fail on save.
 */
export const kindPermission: Partial<Record<DialogKind, Permission>> = {
  profiles: 'edit-products',
  locations: 'edit-settings',
  categories: 'edit-settings',
  glass: 'edit-settings',
  guestLink: 'edit-settings',
  export: 'export',
  team: 'manage-team',
  activity: 'see-activity',
  stocktakes: 'take-stock',
  reports: 'see-costs',
  restaurantSettings: 'edit-restaurant',
  import: 'edit-products',
  labels: 'edit-bottles',
};

export function dialogPermission(dialog: DialogRequest): Permission | undefined {
  if (dialog.kind === 'bottleForm') {
    // Edit Bottle changes a bottle's place and notes; every other mode changes a wine.
    return dialog.mode === 'editBottle' ? undefined : 'edit-products';
  }
  return kindPermission[dialog.kind];
}
