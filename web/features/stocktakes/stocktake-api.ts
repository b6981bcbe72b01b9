import { addressOf } from '../../../domain/operation.js';
import * as ops from '../../../domain/operations/stocktakes.js';
import type {
  QuantityRequest,
  ScanRequest,
  StartStocktakeRequest,
} from '../../../domain/stocktakes.js';
import { call } from '../../lib/call.js';
import { sendOrQueue } from '../offline-queue/index.js';

/**
 * The counts screen's writes and reads outside a screen's first read (those use `useCall` or
 * `call` of domain/operations/stocktakes.ts directly).
 */

export function startStocktake(body: StartStocktakeRequest) {
  return call(ops.startStocktake, { body });
}

/** A scan, or null when it was kept in the phone's queue for want of a network. */
export function scanInto(id: string, body: ScanRequest) {
  return sendOrQueue(ops.scanIntoStocktake, { params: { id }, body });
}

/**
 * How many manual bottles of a format are in a place: replaces the number counted before; null
 * when kept in the phone's queue.
 */
export function countQuantity(id: string, body: QuantityRequest) {
  return sendOrQueue(ops.setStocktakeQuantity, { params: { id }, body });
}

export function pauseStocktake(id: string) {
  return call(ops.pauseStocktake, { params: { id } });
}

export function resumeStocktake(id: string) {
  return call(ops.resumeStocktake, { params: { id } });
}

/** Ends the count without changing the inventory; its scans are discarded. */
export function cancelStocktake(id: string) {
  return call(ops.cancelStocktake, { params: { id } });
}

export function applyStocktake(id: string, token: string) {
  return call(ops.applyStocktake, { params: { id }, body: { token } });
}

/** The CSV the server writes for a count (a link: the browser downloads it with the session). */
export function exportCsvUrl(id: string): string {
  return addressOf(ops.exportStocktakeCsv, { params: { id } });
}
