import type { BottleLabelsRequest } from '../../../domain/bottle-labels.js';
import * as ops from '../../../domain/operations/labels.js';
import { call } from '../../lib/call.js';

/** Reserves `count` new bottle ids (1..300) for label sheets; no two sheets share an id. */
export const reserveLabels = (count: number) => call(ops.reserveLabels, { body: { count } });

/** Labels for bottles one has, in shelf order; the manual entries among them get label ids. */
export const labelBottles = (request: BottleLabelsRequest) =>
  call(ops.labelBottles, { body: request });
