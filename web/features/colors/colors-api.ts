import type { Color } from '../../../domain/restaurant.js';
import { apiPost, apiRequest } from '../../lib/api-client.js';

/** The restaurant's colors: add one, or rename one (its products are renamed with it). */

export function addColor(name: string): Promise<Color> {
  return apiPost<Color>('/api/colors', { name });
}

export function renameColor(id: string, name: string, from: string): Promise<Color> {
  return apiRequest<Color>('PATCH', `/api/colors/${encodeURIComponent(id)}`, { name, from });
}
