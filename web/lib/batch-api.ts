import type { BatchResult, IntakeRequest } from '../../domain/batch-commands.js';
import type { RemovalReason } from '../../domain/removal-reasons.js';
import { apiPost } from './api-client.js';

/**
 * The batch endpoints, called by the scanning dialogs and the bottle managers alike: each call
 * is one transaction on the server, all or nothing; a refusal names the ids it failed on.
 */

export const moveBottles = (ids: readonly string[], locationId: string | null, bin: string) =>
  apiPost<BatchResult>('/api/batches/move', { ids, locationId, bin });

export const removeBottles = (ids: readonly string[], reason: RemovalReason) =>
  apiPost<BatchResult>('/api/batches/remove', { ids, reason });

export const reprofileBottles = (ids: readonly string[], formatId: string) =>
  apiPost<BatchResult>('/api/batches/reprofile', { ids, formatId });

export const addBottles = (
  formatId: string,
  ids: readonly string[],
  locationId: string | null,
  bin: string,
) => apiPost<BatchResult>('/api/batches/add', { formatId, ids, locationId, bin });

export const confirmIntake = (body: IntakeRequest) => apiPost<BatchResult>('/api/intake', body);
