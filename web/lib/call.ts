import type { AnyOperation, InputOf, ResultOf } from '../../domain/operation.js';
import { addressOf } from '../../domain/operation.js';
import { ApiError, apiRequest, type RequestOptions } from './api-client.js';

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

/**
 * Calls an operation whose body is a file (`file` in its declaration): the bytes go as they are,
 * path and query from `input`, the answer typed by the operation's response. A 413 from a proxy
 * that sent no error body of ours is still `request-too-large`.
 */
export async function sendFile<O extends AnyOperation>(
  op: O,
  input: InputOf<O>,
  file: Blob,
): Promise<ResultOf<O>> {
  const response = await fetch(addressOf(op, input), {
    method: op.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  if (response.ok) return (await response.json()) as ResultOf<O>;
  // The same error shape as every other call.
  let body: { error?: { code?: string; reason?: string; message?: string; details?: unknown } } =
    {};
  try {
    body = await response.json();
  } catch {
    // A proxy's page: the status says enough.
  }
  const error = body.error ?? {};
  throw new ApiError(
    response.status,
    response.status === 413 ? 'invalid-argument' : ((error.code as ApiError['code']) ?? 'internal'),
    error.message ?? response.statusText,
    error.details,
    (error.reason as ApiError['reason']) ?? (response.status === 413 ? 'request-too-large' : null),
  );
}
