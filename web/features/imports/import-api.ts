import type { ImportField, ImportMapping } from '../../../domain/import-shapes.js';
import * as ops from '../../../domain/operations/imports.js';
import { call, sendFile } from '../../lib/call.js';
import { readStored, writeStored } from '../../lib/stored-preference.js';

/**
 * The import's requests: the file goes as the body, as it is (the server reads it off
 * this tab's main thread); a generic file's mapping and the chosen categories go in the query.
 */
export interface ImportChoices {
  mapping?: ImportMapping;
  categories?: Record<string, string>;
  /** An XLSX file's sheet, 1-based; the first when absent. */
  sheet?: number;
  /** The file's name, kept with the import for the list of past imports. */
  name?: string;
  /** Category groups the user changed: a group's `main/sub` keys to the ones its rows get. */
  groups?: Record<string, string>;
  /** Import a file whose content was already imported, as the user chose to. */
  again?: boolean;
}

/** The import's query: JSON where a choice is a map; a choice not made is left out. */
function query(choices: ImportChoices) {
  const { mapping, categories, sheet, name, groups, again } = choices;
  return {
    mapping: mapping ? JSON.stringify(mapping) : undefined,
    categories:
      categories && Object.keys(categories).length > 0 ? JSON.stringify(categories) : undefined,
    sheet,
    name: name ? name.slice(0, 255) : undefined,
    groups: groups && Object.keys(groups).length > 0 ? JSON.stringify(groups) : undefined,
    again: again ? ('1' as const) : undefined,
  };
}

export const previewImport = (file: Blob, choices: ImportChoices) =>
  sendFile(ops.previewImport, { query: query(choices) }, file);

export const runImport = (file: Blob, choices: ImportChoices) =>
  sendFile(ops.runImport, { query: query(choices) }, file);

export const pastImports = () => call(ops.pastImports, {});

export const undoImport = (importId: string) => call(ops.undoImport, { params: { id: importId } });

// The last mapping, by header name, so the next file with the same headers maps the same way.
const MAPPING_KEY = 'cellar.import-mapping';

export function rememberMapping(headers: readonly string[], mapping: ImportMapping): void {
  const byName: Record<string, string> = {};
  for (const [field, index] of Object.entries(mapping)) {
    const header = headers[index];
    if (header !== undefined) byName[field] = header;
  }
  writeStored(MAPPING_KEY, JSON.stringify(byName));
}

export function rememberedMapping(headers: readonly string[]): ImportMapping | null {
  const text = readStored(MAPPING_KEY);
  if (!text) return null;
  try {
    const byName = JSON.parse(text) as Record<string, string>;
    const mapping: ImportMapping = {};
    for (const [field, header] of Object.entries(byName)) {
      const index = headers.indexOf(header);
      if (index >= 0) mapping[field as ImportField] = index;
    }
    return Object.keys(mapping).length > 0 ? mapping : null;
  } catch {
    return null;
  }
}
