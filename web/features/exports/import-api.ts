import type { ImportPreview, ImportResult, PastImport } from '../../../domain/import-api.js';
import type { ImportField, ImportMapping } from '../../../domain/import-shapes.js';
import { ApiError, apiGet, apiPost } from '../../lib/api-client.js';
import { readStored, writeStored } from '../../lib/stored-preference.js';

/**
 * The import's requests (issue 19): the file goes as the body, as it is (the server reads it off
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

function query(choices: ImportChoices): string {
  const params = new URLSearchParams();
  if (choices.mapping) params.set('mapping', JSON.stringify(choices.mapping));
  if (choices.categories && Object.keys(choices.categories).length > 0) {
    params.set('categories', JSON.stringify(choices.categories));
  }
  if (choices.sheet !== undefined) params.set('sheet', String(choices.sheet));
  if (choices.name) params.set('name', choices.name.slice(0, 255));
  if (choices.groups && Object.keys(choices.groups).length > 0) {
    params.set('groups', JSON.stringify(choices.groups));
  }
  if (choices.again) params.set('again', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function sendFile<T>(path: string, file: Blob, choices: ImportChoices): Promise<T> {
  const response = await fetch(`${path}${query(choices)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  if (response.ok) return (await response.json()) as T;
  // The same error shape as every other call, read by the same client.
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

export const previewImport = (file: Blob, choices: ImportChoices) =>
  sendFile<ImportPreview>('/api/imports/preview', file, choices);

export const runImport = (file: Blob, choices: ImportChoices) =>
  sendFile<ImportResult>('/api/imports', file, choices);

export const pastImports = () => apiGet<{ imports: PastImport[] }>('/api/imports');

export const undoImport = (importId: string) =>
  apiPost<{ bottles: number }>(`/api/imports/${encodeURIComponent(importId)}/undo`);

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
