import type { PourSize, RecordLevelRequest } from '../../../domain/open-bottles.js';
import * as ops from '../../../domain/operations/open-bottles.js';
import { call } from '../../lib/call.js';

/** The drawer's calls on an open bottle (docs/product.md §4, Open bottles). */

export const openBottle = (id: string) => call(ops.openBottle, { params: { id } });

export const recordLevel = (id: string, body: RecordLevelRequest) =>
  call(ops.recordBottleLevel, { params: { id }, body });

export const pour = (id: string, size: PourSize) =>
  call(ops.pourFromBottle, { params: { id }, body: { size } });

export const finishBottle = (id: string) => call(ops.finishBottle, { params: { id } });

/** A glass of a format by the glass: the server pours it from the right bottle. */
export const pourGlass = (formatId: string, size: PourSize) =>
  call(ops.pourGlass, { params: { id: formatId }, body: { size } });
