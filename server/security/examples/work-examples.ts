import type * as exportOps from '../../../domain/operations/exports.js';
import type * as imports from '../../../domain/operations/imports.js';
import {
  type ReportOperationName,
  reportOperations,
} from '../../../domain/operations/report-views.js';
import type * as reports from '../../../domain/operations/reports.js';
import type * as stocktakes from '../../../domain/operations/stocktakes.js';
import type * as sync from '../../../domain/operations/sync.js';
import { csvHeaders, freshImport, freshStocktake, importFile } from '../example-fixtures.js';
import type { ExamplesOf, OperationExample } from '../example-types.js';

/** Each report of domain/reports.ts, as it opens: no id to swap, the restaurant is the actor's. */
const REPORT_EXAMPLES = Object.fromEntries(
  Object.values(reportOperations).map((op) => [
    op.name,
    { slots: [], request: () => ({ input: {} }) },
  ]),
) as unknown as { [N in ReportOperationName]: OperationExample<(typeof reportOperations)[N]> };

/** The examples of the longer jobs: stock counts, imports, exports, reports, a phone's replay. */
export const workExamples: ExamplesOf<
  | keyof typeof sync
  | keyof typeof stocktakes
  | keyof typeof imports
  | keyof typeof exportOps
  | keyof typeof reports
  | ReportOperationName
> = {
  // The ids a replayed change names are its own input: another restaurant's or a malformed one
  // is that change refused in a 200 (server/features/sync/sync-isolation.int.test.ts), so the
  // matrix sends it with the member's own ids, on a new device each time.
  syncChanges: {
    slots: [],
    request: (ids, { n }) => ({
      input: {
        body: {
          deviceId: `matrix-device-${n}`,
          changes: [
            {
              id: `change-${n}`,
              seq: 1,
              madeAt: new Date().toISOString(),
              operation: 'moveBottles',
              input: { body: { ids: [ids.bottleId], locationId: ids.locationId, bin: ids.bin } },
            },
          ],
        },
      },
    }),
  },
  startStocktake: {
    slots: ['locationId'],
    request: (ids) => ({ input: { body: { places: [{ locationId: ids.locationId }] } } }),
  },
  listStocktakes: { slots: [], request: () => ({ input: {} }) },
  getStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  scanIntoStocktake: {
    slots: ['stocktakeId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        body: { code: ids.bottleId, locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  listStocktakeScans: {
    slots: ['stocktakeId'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        query: { locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  listStocktakeQuantities: {
    slots: ['stocktakeId'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        query: { locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  setStocktakeQuantity: {
    slots: ['stocktakeId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        body: { formatId: ids.formatId, locationId: ids.locationId, bin: ids.bin, quantity: 2 },
      },
    }),
  },
  pauseStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
    fresh: freshStocktake,
  },
  resumeStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  previewStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  exportStocktakeCsv: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  applyStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({
      input: { params: { id: ids.stocktakeId }, body: { token: ids.stocktakeToken } },
    }),
    fresh: freshStocktake,
  },
  cancelStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
    fresh: freshStocktake,
  },
  exportBottles: { slots: [], request: () => ({ input: {} }) },
  inventoryReport: {
    slots: [],
    request: () => ({ input: { query: { groupBy: 'location', locale: 'fr' } } }),
  },
  previewImport: {
    slots: [],
    request: (_ids, { n }) => ({ input: {}, text: importFile(n), headers: csvHeaders }),
  },
  runImport: {
    slots: [],
    request: (_ids, { n }) => ({ input: {}, text: importFile(n), headers: csvHeaders }),
  },
  pastImports: { slots: [], request: () => ({ input: {} }) },
  undoImport: {
    slots: ['importId'],
    fresh: freshImport,
    request: (ids) => ({ input: { params: { id: ids.importId } } }),
  },
  ...REPORT_EXAMPLES,
  exportReport: {
    slots: [],
    request: () => ({ input: { params: { report: 'value' }, query: { group: 'location' } } }),
  },
  reportSettings: { slots: [], request: () => ({ input: {} }) },
  saveReportSettings: {
    slots: [],
    request: () => ({ input: { body: { pourCostTarget: 25 } } }),
  },
  parLevels: { slots: [], request: () => ({ input: {} }) },
  saveParLevels: {
    slots: ['formatId'],
    request: (ids) => ({ input: { body: { levels: [{ formatId: ids.formatId, par: 6 }] } } }),
  },
};
