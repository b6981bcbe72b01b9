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
  const { body } = input as { body?: unknown };
  const sent = body === undefined && op.method !== 'GET' && op.method !== 'DELETE' ? {} : body;
  return apiRequest<ResultOf<O>>(op.method, addressOf(op, input), sent, options);
}
