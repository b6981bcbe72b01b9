import type { BatchResult } from '../../../domain/batch-commands.js';
import { apiPost } from '../../lib/api-client.js';

/** The batch endpoints the bottle managers call; each is one transaction, all or nothing. */

export const moveBottles = (ids: readonly string[], locationId: string | null, bin: string) =>
  apiPost<BatchResult>('/api/batches/move', { ids, locationId, bin });

export const removeBottles = (ids: readonly string[]) =>
  apiPost<BatchResult>('/api/batches/remove', { ids });

export const reprofileBottles = (ids: readonly string[], formatId: string) =>
  apiPost<BatchResult>('/api/batches/reprofile', { ids, formatId });
