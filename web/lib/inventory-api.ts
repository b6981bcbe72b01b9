import type { Bottle, Format, Product } from '../../domain/inventory.js';
import type {
  AddBottlesRequest,
  BottleHistoryEntry,
  CreateProductRequest,
  FormatInput,
  NewBottles,
  UpdateProductRequest,
} from '../../domain/inventory-commands.js';
import type { RemovalReason } from '../../domain/removal-reasons.js';
import { apiGet, apiPost, apiRequest } from './api-client.js';

/** The inventory endpoints the detail view, drawer, forms and profile manager call. */

export interface SavedProduct {
  product: Product;
  format: Format;
  bottles: Bottle[];
}

export const createProduct = (body: CreateProductRequest) =>
  apiPost<SavedProduct>('/api/products', body);

export const updateProduct = (id: string, body: UpdateProductRequest) =>
  apiRequest<Product>('PUT', `/api/products/${encodeURIComponent(id)}`, body);

export const deleteProduct = (id: string) =>
  apiRequest<void>('DELETE', `/api/products/${encodeURIComponent(id)}`);

export const setDefaultFormat = (id: string, formatId: string) =>
  apiRequest<Product>('PUT', `/api/products/${encodeURIComponent(id)}/default-format`, {
    formatId,
  });

export const addFormat = (id: string, body: { format: FormatInput; bottles?: NewBottles }) =>
  apiPost<{ format: Format; bottles: Bottle[] }>(
    `/api/products/${encodeURIComponent(id)}/formats`,
    body,
  );

export type FormatPatch = Partial<
  Pick<
    Format,
    'vintage' | 'bottleSize' | 'cost' | 'price' | 'tastingNotes' | 'isPrivateImport' | 'showOnMenu'
  >
>;

export const updateFormat = (id: string, patch: FormatPatch) =>
  apiRequest<Format>('PATCH', `/api/formats/${encodeURIComponent(id)}`, patch);

export const deleteFormat = (id: string) =>
  apiRequest<{ productRemoved: boolean }>('DELETE', `/api/formats/${encodeURIComponent(id)}`);

export const addBottles = (body: AddBottlesRequest) =>
  apiPost<{ bottles: Bottle[] }>('/api/bottles', body);

export const updateBottle = (
  id: string,
  patch: { locationId?: string | null; bin?: string; notes?: string },
) => apiRequest<Bottle>('PATCH', `/api/bottles/${encodeURIComponent(id)}`, patch);

export const deleteBottle = (id: string, reason: RemovalReason) =>
  apiRequest<void>('DELETE', `/api/bottles/${encodeURIComponent(id)}?reason=${reason}`);

export const bottleHistory = (id: string, signal?: AbortSignal) =>
  apiGet<{ history: BottleHistoryEntry[] }>(
    `/api/bottles/${encodeURIComponent(id)}/history`,
    signal ? { signal } : {},
  );
