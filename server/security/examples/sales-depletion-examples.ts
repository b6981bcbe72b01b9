import type * as salesDepletion from '../../../domain/operations/sales-depletion.js';
import type { ExamplesOf } from '../example-types.js';

/** Whether imported bottle sales remove bottles, and from which location. */
export const salesDepletionExamples: ExamplesOf<keyof typeof salesDepletion> = {
  salesDepletionSettings: { slots: [], request: () => ({ input: {} }) },
  saveSalesDepletionSettings: {
    slots: ['locationId'],
    request: (ids) => ({ input: { body: { deplete: true, locationId: ids.locationId } } }),
  },
};
