import { addressOf } from '../../domain/operation.js';
import { type OperationName, operationsByName } from '../../domain/operations/index.js';
import { documentedPath } from './api-operations.js';
import type { ExamplesOf, OperationExample, RouteExample } from './example-types.js';
import { deliveriesExamples } from './examples/deliveries-examples.js';
import { inventoryExamples } from './examples/inventory-examples.js';
import { openBottleExamples } from './examples/open-bottle-examples.js';
import { purchasingExamples } from './examples/purchasing-examples.js';
import { receivingExamples } from './examples/receiving-examples.js';
import { salesDepletionExamples } from './examples/sales-depletion-examples.js';
import { salesExamples } from './examples/sales-examples.js';
import { teamExamples } from './examples/team-examples.js';
import { workExamples } from './examples/work-examples.js';

export type { ExampleRequest, RouteExample } from './example-types.js';

/**
 * The examples of the operations, one entry (or several) per operation: a missing one does not
 * compile.
 */
const OPERATION_EXAMPLES: ExamplesOf<OperationName> = {
  ...inventoryExamples,
  ...teamExamples,
  ...workExamples,
  ...openBottleExamples,
  ...deliveriesExamples,
  ...purchasingExamples,
  ...receivingExamples,
  ...salesDepletionExamples,
  ...salesExamples,
};

/** `METHOD /api/path/{name}`: how the OpenAPI document names an operation's route. */
function documentedRoute(name: OperationName): string {
  const op = operationsByName[name];
  return `${op.method} ${documentedPath(op.path)}`;
}

function asRouteExample(name: OperationName, example: OperationExample<unknown>): RouteExample {
  const op = operationsByName[name];
  return {
    ...example,
    route: documentedRoute(name),
    request: async (ids, context) => {
      const sent = await example.request(ids, context);
      const input = sent.input as { params?: unknown; query?: unknown; body?: unknown };
      return {
        path: addressOf(op, input),
        ...(sent.text !== undefined
          ? { body: sent.text }
          : input.body !== undefined
            ? { body: input.body }
            : {}),
        ...(sent.headers ? { headers: sent.headers } : {}),
      };
    },
  };
}

export const ROUTE_EXAMPLES: RouteExample[] = [
  ...(Object.keys(OPERATION_EXAMPLES) as OperationName[]).flatMap((name) => {
    const examples: OperationExample<unknown> | OperationExample<unknown>[] = OPERATION_EXAMPLES[
      name
    ] as OperationExample<unknown> | OperationExample<unknown>[];
    return (Array.isArray(examples) ? examples : [examples]).map((example) =>
      asRouteExample(name, example),
    );
  }),
];
