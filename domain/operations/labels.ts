import { bottleLabelsRequestSchema, bottleLabelsResponseSchema } from '../bottle-labels.js';
import { labelSheetRequestSchema, labelSheetResponseSchema } from '../catalog.js';
import { operation } from '../operation.js';

/** QR labels: new ids for a sheet, or labels for the bottles one has. */

export const reserveLabels = operation({
  name: 'reserveLabels',
  method: 'POST',
  path: '/api/labels',
  rule: 'edit-bottles',
  tag: 'batches',
  summary: 'Reserve new unique bottle ids for a printed QR label sheet',
  body: labelSheetRequestSchema,
  status: 200,
  response: labelSheetResponseSchema,
});

export const labelBottles = operation({
  name: 'labelBottles',
  method: 'POST',
  path: '/api/labels/bottles',
  rule: 'edit-bottles',
  tag: 'batches',
  summary:
    'Labels for existing bottles (a list, a location or bin, or every manual entry), in shelf order: manual entries get new label ids in the same step',
  body: bottleLabelsRequestSchema,
  status: 200,
  response: bottleLabelsResponseSchema,
});
