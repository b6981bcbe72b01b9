import type { Location } from '../../../domain/restaurant.js';
import { apiPost, apiRequest } from '../../lib/api-client.js';

/** The location manager's calls: one location, or one bin of it, per request. */

const path = (id: string) => `/api/locations/${encodeURIComponent(id)}`;

export function addLocation(name: string): Promise<Location> {
  return apiPost<Location>('/api/locations', { name });
}

/** `from` is the name the user saw: the server refuses the rename if it changed meanwhile. */
export function renameLocation(id: string, name: string, from: string): Promise<Location> {
  return apiRequest<Location>('PATCH', path(id), { name, from });
}

export function deleteLocation(id: string): Promise<void> {
  return apiRequest<void>('DELETE', path(id));
}

export function addBin(id: string, name: string): Promise<Location> {
  return apiPost<Location>(`${path(id)}/bins`, { name });
}

export function deleteBin(id: string, bin: string): Promise<Location> {
  return apiRequest<Location>('DELETE', `${path(id)}/bins/${encodeURIComponent(bin)}`);
}
