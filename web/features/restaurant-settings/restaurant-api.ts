import { apiRequest } from '../../lib/api-client.js';

/** Owners only; every open tab takes the new currency from the live feed. */
export function putCurrency(currency: string): Promise<{ currency: string }> {
  return apiRequest<{ currency: string }>('PUT', '/api/restaurant/currency', { currency });
}
