import type { SetupState } from '../../../domain/setup.js';
import { apiGet, apiPost } from '../../lib/api-client.js';

export function fetchSetup(signal: AbortSignal): Promise<SetupState> {
  return apiGet<SetupState>('/api/setup', { signal });
}

export function dismissSetup(): Promise<SetupState> {
  return apiPost<SetupState>('/api/setup/dismiss');
}
