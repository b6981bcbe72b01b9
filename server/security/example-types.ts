import type { InputOf } from '../../domain/operation.js';
import type { OperationName, operationsByName } from '../../domain/operations/index.js';
import type { IdKind, World, WorldIds } from './isolation-world.js';

export interface ExampleRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ExampleContext {
  /** Unique per case: names and QR ids that must be new. */
  n: number;
  /** A fresh, valid invite code (sign-up only). */
  invite(): Promise<string>;
  /** Email and password of the identity asking (log-in only). */
  credentials: { email: string; password: string };
  /** The asking identity's restaurant's revision now. */
  revision(): Promise<number>;
}

/**
 * A request to one route that succeeds for its own restaurant's ids. The matrix replays it with each
 * of `slots` swapped, one at a time, for another restaurant's id, a missing one and malformed ones.
 */
export interface RouteExample {
  /** `METHOD /api/path/{param}` as the OpenAPI document names it. */
  route: string;
  label?: string;
  slots: IdKind[];
  request(ids: WorldIds, context: ExampleContext): ExampleRequest | Promise<ExampleRequest>;
  /** For routes that use their target up: a new one, so the own case can succeed each time. */
  fresh?(world: World, n: number): Promise<Partial<WorldIds>>;
  /** Log-out ends the session it is sent with: it gets a session of its own. */
  ownSession?: true;
  /**
   * The id is whatever a camera read: any text within the schema is a fair question, and a code
   * that is neither a bottle nor a barcode is answered `{ kind: 'unknown' }`, not refused.
   */
  scannedText?: true;
}

/** What an example of one operation sends: its input, typed by the operation. */
export interface OperationRequest<O> {
  input: InputOf<O>;
  headers?: Record<string, string>;
  /** A body that is not JSON (a cellar file), sent instead of `input.body`. */
  text?: string;
}

/** A `RouteExample` of one declared operation: its request is the operation's input. */
export type OperationExample<O> = Omit<RouteExample, 'route' | 'request'> & {
  request(
    ids: WorldIds,
    context: ExampleContext,
  ): OperationRequest<O> | Promise<OperationRequest<O>>;
};

/** One operation's example, or several. */
export type ExampleOf<N extends OperationName> =
  | OperationExample<(typeof operationsByName)[N]>
  | OperationExample<(typeof operationsByName)[N]>[];

/** The examples of the operations named `N`, one entry each: a missing one does not compile. */
export type ExamplesOf<N extends OperationName> = { [K in N]: ExampleOf<K> };
