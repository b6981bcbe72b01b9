import { describe, expect, it } from 'vitest';
import { can, manageableRoles } from './permissions.js';

describe('permissions', () => {
  it('lets staff work the bottles but not the wines, the costs, the settings or the team', () => {
    expect(can('staff', 'edit-bottles')).toBe(true);
    expect(can('staff', 'take-stock')).toBe(true);
    for (const permission of [
      'edit-products',
      'see-costs',
      'edit-settings',
      'export',
      'manage-team',
      'see-activity',
      'settle-stocktake',
      'purchase',
      'sales',
    ] as const) {
      expect(can('staff', permission)).toBe(false);
      expect(can('manager', permission)).toBe(true);
      expect(can('owner', permission)).toBe(true);
    }
  });

  it('lets an owner manage every role and a manager only staff', () => {
    expect(manageableRoles('owner')).toEqual(['owner', 'manager', 'staff']);
    expect(manageableRoles('manager')).toEqual(['staff']);
    expect(manageableRoles('staff')).toEqual([]);
  });
});
