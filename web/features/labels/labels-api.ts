import { apiPost } from '../../lib/api-client.js';

/** Reserves `count` new bottle ids (1..300) for label sheets; no two sheets share an id. */
export const reserveLabels = (count: number) =>
  apiPost<{ ids: string[] }>('/api/labels', { count });
