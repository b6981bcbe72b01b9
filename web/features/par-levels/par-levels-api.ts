import type { ParLevels } from '../../../domain/reports.js';
import { apiGet, apiRequest } from '../../lib/api-client.js';

/**
 * Par levels (GET and PUT /api/par-levels): read and set from the wine detail view and from the
 * Reports' Reorder tab. Their own folder, so the wine detail does not load the Reports' chunk.
 */
export function fetchParLevels(signal?: AbortSignal): Promise<ParLevels> {
  return apiGet<ParLevels>('/api/par-levels', signal ? { signal } : {});
}

export function saveParLevels(levels: ParLevels['levels']): Promise<ParLevels> {
  return apiRequest<ParLevels>('PUT', '/api/par-levels', { levels });
}
