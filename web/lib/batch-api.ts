import * as ops from '../../domain/operations/batches.js';
import type { RemovalReason } from '../../domain/removal-reasons.js';
import { call } from './call.js';

/**
 * The batch operations, called by the scanning dialogs and the bottle managers alike: each call
 * is one transaction on the server, all or nothing; a refusal names the ids it failed on.
 */

export const moveBottles = (ids: readonly string[], locationId: string | null, bin: string) =>
  call(ops.moveBottles, { body: { ids: [...ids], locationId, bin } });

export const removeBottles = (ids: readonly string[], reason: RemovalReason) =>
  call(ops.removeBottles, { body: { ids: [...ids], reason } });

export const changeBottlesFormat = (ids: readonly string[], formatId: string) =>
  call(ops.changeBottlesFormat, { body: { ids: [...ids], formatId } });
