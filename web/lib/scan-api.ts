import * as catalog from '../../domain/operations/catalog.js';
import * as qr from '../../domain/operations/qr.js';
import { call } from './call.js';

/** What a scanned code is, a barcode's product, and a bottle's QR code. */

export const resolveScan = (code: string) => call(qr.resolveScan, { body: { code } });

export const lookupBarcode = (code: string) => call(catalog.lookupBarcode, { params: { code } });

export const assignQr = (id: string, newId: string) =>
  call(qr.assignQr, { params: { id }, body: { newId } });

export const removeQr = (id: string) => call(qr.removeQr, { params: { id } });
