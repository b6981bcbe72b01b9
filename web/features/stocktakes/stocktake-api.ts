import type {
  QuantityRequest,
  QuantityRow,
  ScanRequest,
  StartStocktakeRequest,
  Stocktake,
  StocktakeList,
  StocktakePreview,
  StocktakeScanResult,
} from '../../../domain/stocktakes.js';
import { apiGet, apiPost } from '../../lib/api-client.js';

/** The counts screen's calls (the /api/stocktakes routes). */

const base = (id: string) => `/api/stocktakes/${encodeURIComponent(id)}`;

export function fetchStocktakes(signal?: AbortSignal): Promise<StocktakeList> {
  return apiGet<StocktakeList>('/api/stocktakes', { signal });
}

export function startStocktake(request: StartStocktakeRequest): Promise<Stocktake> {
  return apiPost<Stocktake>('/api/stocktakes', request);
}

export function fetchStocktake(id: string, signal?: AbortSignal): Promise<Stocktake> {
  return apiGet<Stocktake>(base(id), { signal });
}

export function scanInto(id: string, scan: ScanRequest): Promise<StocktakeScanResult> {
  return apiPost<StocktakeScanResult>(`${base(id)}/scans`, scan);
}

/** The formats of manual bottles to count by quantity in one place, as counted so far. */
export function fetchQuantities(
  id: string,
  place: { locationId: string; bin: string },
): Promise<{ rows: QuantityRow[] }> {
  const query = new URLSearchParams(place);
  return apiGet<{ rows: QuantityRow[] }>(`${base(id)}/quantities?${query}`);
}

/** How many manual bottles of a format are in a place: replaces the number counted before. */
export function countQuantity(id: string, request: QuantityRequest): Promise<QuantityRow> {
  return apiPost<QuantityRow>(`${base(id)}/quantities`, request);
}

export function pauseStocktake(id: string): Promise<Stocktake> {
  return apiPost<Stocktake>(`${base(id)}/pause`);
}

export function resumeStocktake(id: string): Promise<Stocktake> {
  return apiPost<Stocktake>(`${base(id)}/resume`);
}

/** Ends the count without changing the inventory; its scans are discarded. */
export function cancelStocktake(id: string): Promise<Stocktake> {
  return apiPost<Stocktake>(`${base(id)}/cancel`);
}

export function fetchPreview(id: string, signal?: AbortSignal): Promise<StocktakePreview> {
  return apiGet<StocktakePreview>(`${base(id)}/preview`, { signal });
}

export function applyStocktake(id: string, token: string): Promise<Stocktake> {
  return apiPost<Stocktake>(`${base(id)}/apply`, { token });
}

/** The CSV the server writes for a count (a link: the browser downloads it with the session). */
export function exportCsvUrl(id: string): string {
  return `${base(id)}/export.csv`;
}
