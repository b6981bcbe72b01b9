import type { Permission } from '../../../domain/permissions.js';
import type { DialogRequest } from '../../lib/dashboard-store.js';

/**
 * The permission a dialog's work needs (domain/permissions.ts), if any: a member whose role loses
 * it while the dialog is open (role-changed) sees it close, not fail on save.
 */
export function dialogPermission(dialog: DialogRequest): Permission | undefined {
  switch (dialog.kind) {
    case 'profiles':
      return 'edit-products';
    case 'bottleForm':
      // Edit Bottle changes a bottle's place and notes; every other mode changes a wine.
      return dialog.mode === 'editBottle' ? undefined : 'edit-products';
    case 'locations':
    case 'categories':
    case 'glass':
      return 'edit-settings';
    case 'export':
      return 'export';
    default:
      return undefined;
  }
}
