import * as ops from '../../../domain/operations/sales.js';
import type { SalesField } from '../../../domain/sales.js';
import { sendFile } from '../../lib/call.js';

/** A hand mapping: each field's column, 0-based. */
export type SalesMapping = Partial<Record<SalesField, number>>;

/** What the person chose for a sales file; a choice not made is left out of the query. */
export interface SalesChoices {
  mapping?: SalesMapping;
  sheet?: number;
  name?: string;
  replace?: boolean;
}

function query({ mapping, sheet, name, replace }: SalesChoices) {
  return {
    mapping: mapping ? JSON.stringify(mapping) : undefined,
    sheet,
    name: name ? name.slice(0, 255) : undefined,
    replace: replace ? ('1' as const) : undefined,
  };
}

export const previewSales = (file: Blob, choices: SalesChoices) =>
  sendFile(ops.previewSales, { query: query(choices) }, file);

export const importSales = (file: Blob, choices: SalesChoices) =>
  sendFile(ops.importSales, { query: query(choices) }, file);
