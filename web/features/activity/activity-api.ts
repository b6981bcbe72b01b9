import type { ActivityFilters, ActivityPage, ActivityPeople } from '../../../domain/activity.js';
import { apiGet } from '../../lib/api-client.js';

/** The Activity view's calls (GET /api/activity, its people and its CSV). */

function queryOf(filters: ActivityFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, cursor })) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export function fetchActivity(
  filters: ActivityFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<ActivityPage> {
  return apiGet<ActivityPage>(`/api/activity${queryOf(filters, cursor)}`, { signal });
}

export function fetchPeople(signal: AbortSignal): Promise<ActivityPeople> {
  return apiGet<ActivityPeople>('/api/activity/people', { signal });
}

/** The filtered list as the server writes it, whole. */
export async function fetchActivityCsv(filters: ActivityFilters): Promise<Blob> {
  const response = await fetch(`/api/activity.csv${queryOf(filters)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The activity export failed: ${response.status}`);
  return response.blob();
}
