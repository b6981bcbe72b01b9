import { type CostView, costViewOf, withoutCosts } from './cost-view.js';
import { type ChangeBatch, type ChangeEntity, changeEntities } from './live.js';
import { can, type Permission, type Role } from './permissions.js';

/**
 * The kinds of change whose data only some roles may read: the permission of the routes that
 * answer the same data. Par levels and the pour-cost target are the Reports screens'
 * (GET /api/par-levels, GET /api/reports/settings), the guest menu's options its manager's
 * (GET /api/guest-menu-link), members' names and roles the Activity's (GET /api/activity).
 */
const readBy: Partial<Record<ChangeEntity, Permission>> = {
  report: 'see-costs',
  'guest-link': 'edit-settings',
  member: 'see-activity',
};

/** What one role receives of the live feed: costs or not, and the kinds of change it may read. */
export interface LiveView {
  /** Equal for roles that receive the same: one serialisation of a batch serves them all. */
  readonly key: string;
  readonly costs: CostView;
  readonly hidden: ReadonlySet<ChangeEntity>;
}

export function liveViewOf(role: Role): LiveView {
  const costs = costViewOf(role);
  const hidden = changeEntities.filter((entity) => {
    const permission = readBy[entity];
    return permission !== undefined && !can(role, permission);
  });
  return { key: `${costs}/${hidden.join(',')}`, costs, hidden: new Set(hidden) };
}

/**
 * The batch as the view receives it. Its revision always goes out, even with no change left in
 * it: a tab counts revisions to know it missed none.
 */
export function batchInView(batch: ChangeBatch, view: LiveView): ChangeBatch {
  const changes = batch.changes.filter((change) => !view.hidden.has(change.entity));
  const kept = changes.length === batch.changes.length ? batch : { ...batch, changes };
  return view.costs === 'with-costs' ? kept : withoutCosts(kept);
}
