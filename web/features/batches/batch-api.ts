import type { BatchResult, IntakeRequest } from '../../../domain/batch-commands.js';
import type { BarcodeMatch, ScanResult } from '../../../domain/catalog.js';
import type { Bottle } from '../../../domain/inventory.js';
import { ApiError, apiGet, apiPost, apiRequest } from '../../lib/api-client.js';

/** The scanning endpoints: one call per batch, all or nothing on the server. */
export const batchMove = (body: { ids: string[]; locationId: string | null; bin: string }) =>
  apiPost<BatchResult>('/api/batches/move', body);
export const batchRemove = (body: { ids: string[] }) =>
  apiPost<BatchResult>('/api/batches/remove', body);
export const batchAdd = (body: {
  formatId: string;
  ids: string[];
  locationId: string | null;
  bin: string;
}) => apiPost<BatchResult>('/api/batches/add', body);
export const confirmIntake = (body: IntakeRequest) => apiPost<BatchResult>('/api/intake', body);

export const resolveScan = (code: string) =>
  apiGet<ScanResult>(`/api/scan/${encodeURIComponent(code)}`);
export const lookupBarcode = (code: string) =>
  apiGet<{ match: BarcodeMatch | null }>(`/api/barcodes/${encodeURIComponent(code)}`);

export const assignQr = (id: string, newId: string) =>
  apiRequest<Bottle>('PUT', `/api/bottles/${encodeURIComponent(id)}/qr`, { newId });
export const removeQr = (id: string) =>
  apiRequest<Bottle>('DELETE', `/api/bottles/${encodeURIComponent(id)}/qr`);

/** The ids a 404/409 batch answer names (`details.ids`), so the list can mark them. */
export function failedIds(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('ids' in details)) return [];
  const ids: unknown = details.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
