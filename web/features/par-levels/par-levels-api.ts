import * as ops from '../../../domain/operations/reports.js';
import type { ParLevels } from '../../../domain/reports.js';
import { call } from '../../lib/call.js';

/**
 * Par levels: read and set from the wine detail view and from the Reports' Reorder tab. Their
 * own folder, so the wine detail does not load the Reports' chunk.
 */
export function fetchParLevels(signal?: AbortSignal): Promise<ParLevels> {
  return call(ops.parLevels, {}, signal ? { signal } : {});
}

export function saveParLevels(levels: ParLevels['levels']): Promise<ParLevels> {
  return call(ops.saveParLevels, { body: { levels } });
}
