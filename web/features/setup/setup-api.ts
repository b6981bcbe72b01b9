import * as ops from '../../../domain/operations/setup.js';
import type { SetupState } from '../../../domain/setup.js';
import { call } from '../../lib/call.js';

export function fetchSetup(signal: AbortSignal): Promise<SetupState> {
  return call(ops.setup, {}, { signal });
}

export function dismissSetup(): Promise<SetupState> {
  return call(ops.dismissSetup, {});
}
