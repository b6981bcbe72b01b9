import { addressOf } from '../../../domain/operation.js';
import * as ops from '../../../domain/operations/purchasing.js';
import type { SaveDraftRequest } from '../../../domain/purchasing.js';
import { call } from '../../lib/call.js';

/** The purchase orders' calls. */

export function saveDraft(id: string, body: SaveDraftRequest) {
  return call(ops.saveDraftOrder, { params: { id }, body });
}

export function sendOrder(id: string, via: 'print' | 'csv' | 'email', lang: string) {
  return call(ops.sendPurchaseOrder, {
    params: { id },
    body: { via, lang: lang === 'fr' ? 'fr' : 'en' },
  });
}

export function cancelOrder(id: string) {
  return call(ops.cancelPurchaseOrder, { params: { id } });
}

export function orderCsvUrl(id: string): string {
  return addressOf(ops.exportPurchaseOrderCsv, { params: { id } });
}
