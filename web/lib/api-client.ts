import { type ErrorCode, isErrorCode } from '../../domain/errors.js';
import { isReason, type Reason } from '../../domain/reasons.js';

/**
 * A failed API call: the HTTP status and the `{ error: { code, reason, message, details? } }`
 * the server sent. Screens decide by `reason`, never by the English `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** Which refusal it is (domain/reasons.ts); null when no server of ours answered. */
  readonly reason: Reason | null;
  /** What the server added (e.g. the QR ids that clashed, the wine that has a barcode). */
  readonly details: unknown;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    details?: unknown,
    reason: Reason | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.reason = reason;
    this.details = details;
  }
}

/** The code to assume when a response carries no error body we can read (proxy page, crash). */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'resource-exhausted';
  if (status === 503) return 'unavailable';
  return status >= 400 && status < 500 ? 'invalid-argument' : 'internal';
}

/** The ApiError of a failed response (its status and the error body the server sent). */
export async function readError(response: Response): Promise<ApiError> {
  let code = codeForStatus(response.status);
  let message = response.statusText || `HTTP ${response.status}`;
  let details: unknown;
  let reason: Reason | null = null;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const error: unknown = body.error;
      if (typeof error === 'object' && error !== null) {
        if ('code' in error && isErrorCode(error.code)) code = error.code;
        if ('reason' in error && isReason(error.reason)) reason = error.reason;
        if ('message' in error && typeof error.message === 'string') message = error.message;
        if ('details' in error) details = error.details;
      }
    }
  } catch {
    // Not JSON: keep what the status line says.
  }
  return new ApiError(response.status, code, message, details, reason);
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * This session's reads. Signing out aborts those in flight and any asked until the server has
 * ended the session: one that reached the server after it would be refused (a 401 the browser
 * logs), and its answer is this member's data, never to be shown to the next one.
 */
let sessionReads = new AbortController();

/** Aborts the session's reads, and every read asked, until the returned function is called. */
export function holdReads(): () => void {
  sessionReads.abort();
  return () => {
    sessionReads = new AbortController();
  };
}

function readSignal(own: AbortSignal | undefined): AbortSignal {
  const session = sessionReads.signal;
  if (own === undefined) return session;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([own, session]);
  // Phones whose browser predates AbortSignal.any (Safari before 17.4).
  const either = new AbortController();
  for (const signal of [own, session]) {
    if (signal.aborted) either.abort(signal.reason);
    else signal.addEventListener('abort', () => either.abort(signal.reason), { once: true });
  }
  return either.signal;
}

/**
 * Calls the API and returns the parsed JSON body (undefined for 204). The caller names the
 * response type: the server validates its responses against the domain schemas.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiResponse(method, path, body, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * apiRequest's successful response, its body not yet read: for a body read as it arrives. A
 * failure is an ApiError as with apiRequest.
 */
export async function apiResponse(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // The session cookie is HttpOnly and same-origin; never send it anywhere else.
      credentials: 'same-origin',
      signal: method === 'GET' ? readSignal(options.signal) : (options.signal ?? null),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'unavailable', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await readError(response);
  return response;
}
