import type { BottleLabel, BottleLabelsRequest } from '../../../domain/bottle-labels.js';
import { apiPost } from '../../lib/api-client.js';

/** Reserves `count` new bottle ids (1..300) for label sheets; no two sheets share an id. */
export const reserveLabels = (count: number) =>
  apiPost<{ ids: string[] }>('/api/labels', { count });

/** Labels for bottles one has, in shelf order; the manual entries among them get label ids. */
export const labelBottles = (request: BottleLabelsRequest) =>
  apiPost<{ labels: BottleLabel[] }>('/api/labels/bottles', request);
