import type { ActivityFilters, ActivityPage } from '../../../domain/activity.js';
import { addressOf } from '../../../domain/operation.js';
import * as ops from '../../../domain/operations/activity.js';
import { call } from '../../lib/call.js';

/** The Activity view's calls: a page of the changes, and the filtered list as CSV. */

export function fetchActivity(
  filters: ActivityFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<ActivityPage> {
  return call(ops.activity, { query: { ...filters, cursor } }, { signal });
}

/** The filtered list as the server writes it, whole. */
export async function fetchActivityCsv(filters: ActivityFilters): Promise<Blob> {
  const response = await fetch(addressOf(ops.activityCsv, { query: filters }), {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The activity export failed: ${response.status}`);
  return response.blob();
}
