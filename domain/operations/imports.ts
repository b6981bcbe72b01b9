import {
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  importUndoParamsSchema,
  importUndoResultSchema,
  MAX_IMPORT_BYTES,
  pastImportsSchema,
} from '../import-api.js';
import { type FileBody, operation } from '../operation.js';

/** The import: a cellar file (CSV or XLSX) checked, imported as one batch, listed, undone. */

/** The file itself is the body, any of these types, read as bytes, up to 50 MB (then a 413). */
const cellarFile: FileBody = {
  mediaTypes: [
    'application/octet-stream',
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  maxBytes: MAX_IMPORT_BYTES,
};

export const previewImport = operation({
  name: 'previewImport',
  method: 'POST',
  path: '/api/imports/preview',
  rule: 'edit-products',
  tag: 'imports',
  summary: 'Check a cellar file (CSV or XLSX) and say what importing it would do',
  query: importQuerySchema,
  file: cellarFile,
  status: 200,
  response: importPreviewSchema,
});

export const runImport = operation({
  name: 'runImport',
  method: 'POST',
  path: '/api/imports',
  rule: 'edit-products',
  tag: 'imports',
  summary: 'Import a checked cellar file as one batch, all or nothing',
  query: importQuerySchema,
  file: cellarFile,
  status: 200,
  response: importResultSchema,
});

export const pastImports = operation({
  name: 'pastImports',
  method: 'GET',
  path: '/api/imports',
  rule: 'edit-products',
  tag: 'imports',
  summary:
    'The latest imports: who, when, which file, what each created, and whether it can be undone',
  status: 200,
  response: pastImportsSchema,
});

export const undoImport = operation({
  name: 'undoImport',
  method: 'POST',
  path: '/api/imports/:id/undo',
  rule: 'edit-products',
  tag: 'imports',
  summary: 'Undo an import while none of its bottles has changed since',
  params: importUndoParamsSchema,
  status: 200,
  response: importUndoResultSchema,
});
