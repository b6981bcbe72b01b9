/**
 * Who may do what in a restaurant (decision 0014): the one table the server enforces,
 * the web reads to show or hide actions, and the isolation matrix takes its expected answers from.
 * Without zod, so any screen can import it for nothing.
 */

export const roles = ['owner', 'manager', 'staff'] as const;
export type Role = (typeof roles)[number];

const everyone: readonly Role[] = roles;
const managers: readonly Role[] = ['owner', 'manager'];
const owners: readonly Role[] = ['owner'];

/** Each permission and the roles that have it. */
const table = {
  /** Scan, add bottles to existing formats, move, remove, batch add / move / remove / intake, QR. */
  'edit-bottles': everyone,
  /** Create, edit and delete profiles and formats, and re-profile bottles. */
  'edit-products': managers,
  /** Cost fields, in every answer, the model, the live feed and exports. */
  'see-costs': managers,
  /** Locations and bins, categories, colors, the glass list. */
  'edit-settings': managers,
  /** The restaurant's own settings: its currency, which every figure of its money is in. */
  'edit-restaurant': owners,
  export: managers,
  /** See the team, invite, change roles and remove members (within manageableRoles). */
  'manage-team': managers,
  'see-activity': managers,
  /** Start a stock count, join one, scan into it, pause and resume it, see its preview. */
  'take-stock': everyone,
  /** Apply a stock count's result to the inventory, or cancel it. */
  'settle-stocktake': managers,
  /** Suppliers and purchase orders: they carry costs, and order on the restaurant's behalf. */
  purchase: managers,
  /** Point-of-sale sales files and what each POS item is: they say what sold for how much. */
  sales: managers,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof table;

export function can(role: Role, permission: Permission): boolean {
  return (table[permission] as readonly Role[]).includes(role);
}

/**
 * The roles whose members this role may invite, promote or demote to, and remove: an owner
 * manages everyone, a manager only staff.
 */
export function manageableRoles(role: Role): readonly Role[] {
  if (role === 'owner') return roles;
  if (role === 'manager') return ['staff'];
  return [];
}
