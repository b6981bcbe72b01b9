import type { AnyOperation, InputOf, ResultOf } from '../../domain/operation.js';
import { addressOf } from '../../domain/operation.js';
import { apiRequest, type RequestOptions } from './api-client.js';

/**
 * Calls an API operation (domain/operations/): the path filled from `params`, the query from
 * `query`, `body` sent as JSON, the answer typed by the operation's response. A state-changing
 * call without a body still sends `{}`: the server takes writes only with a JSON body (a
 * cross-site form cannot send one).
 */
export function call<O extends AnyOperation>(
  op: O,
  input: InputOf<O>,
  options?: RequestOptions,
): Promise<ResultOf<O>> {
  return callAt<O>(op, input, options);
}

/**
 * `call` by the operation's method and path alone, for code that must load no zod (the app's
 * entry): the types come from `import type` of the operation, the address from
 * domain/operations/addresses.ts.
 */
export function callAt<O extends AnyOperation>(
  address: Pick<O, 'method' | 'path'>,
  input: InputOf<O>,
  options?: RequestOptions,
): Promise<ResultOf<O>> {
  const { body } = input as { body?: unknown };
  const { method } = address;
  const sent = body === undefined && method !== 'GET' && method !== 'DELETE' ? {} : body;
  return apiRequest<ResultOf<O>>(method, addressOf(address, input), sent, options);
}
