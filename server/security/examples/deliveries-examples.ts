import type * as deliveries from '../../../domain/operations/deliveries.js';
import type { ExamplesOf } from '../example-types.js';

/** What each bottle cost: a format's costs and history. */
export const deliveriesExamples: ExamplesOf<keyof typeof deliveries> = {
  readFormatCosts: {
    slots: ['formatId'],
    request: (ids) => ({ input: { params: { id: ids.formatId } } }),
  },
};
