import type { InputOf } from '../../../domain/operation.js';
import { addressOf } from '../../../domain/operation.js';
import * as ops from '../../../domain/operations/purchasing.js';
import * as receiving from '../../../domain/operations/receiving.js';
import type { SaveDraftRequest } from '../../../domain/purchasing.js';
import { call } from '../../lib/call.js';

/** A receipt as the receiving panel makes it: with this delivery's costs, sent or not. */
export type Receipt = NonNullable<InputOf<typeof ops.receivePurchaseOrder>['body']> & {
  lines: Array<{ formatId: string; ids: string[]; count: number; costCents: number | null }>;
};

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

/** A manager's receipt: this delivery's unit costs and the invoice total. */
export function receiveWithCosts(id: string, receipt: Receipt) {
  return call(ops.receivePurchaseOrder, { params: { id }, body: receipt });
}

/** Anyone's receipt without costs: the bottles take the order's; its answer holds none. */
export function receiveAtOrderCosts(id: string, receipt: Receipt) {
  const { invoiceTotalCents: _total, lines, ...rest } = receipt;
  return call(receiving.receiveDelivery, {
    params: { id },
    body: { ...rest, lines: lines.map(({ costCents: _cost, ...line }) => line) },
  });
}
