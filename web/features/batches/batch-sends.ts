import type { IntakeRequest } from '../../../domain/batch-commands.js';
import * as ops from '../../../domain/operations/batches.js';
import type { RemovalReason } from '../../../domain/removal-reasons.js';
import { sendOrQueue } from '../offline-queue/index.js';

/**
 * The batch dialogs' saves: sent at once, or, with no network, kept in the phone's queue and sent
 * when it is back (null: queued). Each is one transaction on the server, all or nothing.
 */

export const moveOrQueue = (ids: readonly string[], locationId: string | null, bin: string) =>
  sendOrQueue(ops.moveBottles, { body: { ids: [...ids], locationId, bin } });

export const removeOrQueue = (ids: readonly string[], reason: RemovalReason) =>
  sendOrQueue(ops.removeBottles, { body: { ids: [...ids], reason } });

export const addOrQueue = (
  formatId: string,
  ids: readonly string[],
  locationId: string | null,
  bin: string,
) => sendOrQueue(ops.addScannedBottles, { body: { formatId, ids: [...ids], locationId, bin } });

export const intakeOrQueue = (body: IntakeRequest) => sendOrQueue(ops.confirmIntake, { body });
