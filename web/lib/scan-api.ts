import type { BarcodeMatch, ScanResult } from '../../domain/catalog.js';
import type { Bottle } from '../../domain/inventory.js';
import { apiGet, apiRequest } from './api-client.js';

/** What a scanned code is, a barcode's product, and a bottle's QR code. */

export const resolveScan = (code: string) => apiRequest<ScanResult>('POST', '/api/scan', { code });

export const lookupBarcode = (code: string) =>
  apiGet<{ match: BarcodeMatch | null }>(`/api/barcodes/${encodeURIComponent(code)}`);

export const assignQr = (id: string, newId: string) =>
  apiRequest<Bottle>('PUT', `/api/bottles/${encodeURIComponent(id)}/qr`, { newId });

export const removeQr = (id: string) =>
  apiRequest<Bottle>('DELETE', `/api/bottles/${encodeURIComponent(id)}/qr`);
