import { importRowReasons } from './import-rows.js';
import { IMPORT_FIELDS, importShapes } from './import-shapes.js';
import { z } from './zod.js';

/**
 * The import's requests and answers. The file goes as the request body (raw bytes, up
 * to 50 MB); what the user chose (a generic file's mapping, the categories for unknown category
 * cells, the sheet) goes in the query, as JSON where it is a map.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** The preview lists this many row errors and existing ids at most, and says how many in all. */
export const MAX_LISTED = 500;

export const jsonRecord = <T extends z.ZodType>(value: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().max(200), value));

export const importQuerySchema = z.object({
  mapping: jsonRecord(z.number().int().min(0).max(199))
    .refine((mapping) =>
      Object.keys(mapping).every((key) => (IMPORT_FIELDS as readonly string[]).includes(key)),
    )
    .optional(),
  categories: jsonRecord(z.string().max(200)).optional(),
  sheet: z.coerce.number().int().min(1).max(1000).optional(),
  /** The file's name, as the browser gave it, for the list of past imports. */
  name: z.string().max(255).optional(),
  /**
   * Category groups the user changed in the preview: the `main/sub` keys rows were given (read
   * or inferred) to the `main/sub` keys they get instead.
   */
  groups: jsonRecord(z.string().max(200)).optional(),
  /** The user chose to import again a file whose content was already imported. */
  again: z.literal('1').optional(),
});

export const importRowErrorSchema = z.object({
  row: z.number().int(),
  reason: z.enum(importRowReasons),
  field: z.enum(IMPORT_FIELDS),
  value: z.string(),
  proposal: z.string().optional(),
});

/** An earlier import of the same content: when, by whom (display name), under which file name. */
export const alreadyImportedSchema = z.object({
  at: z.string(),
  by: z.string(),
  fileName: z.string(),
});
export type AlreadyImported = z.infer<typeof alreadyImportedSchema>;

export const importPreviewSchema = z.object({
  /** An XLSX file's sheet names, in order (the query's `sheet` is 1-based); none for a CSV. */
  sheets: z.array(z.string()),
  shape: z.enum(importShapes),
  headers: z.array(z.string()),
  mapping: z.record(z.string(), z.number()),
  rows: z.number().int(),
  bottles: z.number().int(),
  products: z.object({ created: z.number().int(), matched: z.number().int() }),
  formats: z.object({ created: z.number().int(), matched: z.number().int() }),
  locations: z.array(z.string()),
  bins: z.number().int(),
  colors: z.array(z.string()),
  existingBottleIds: z.array(z.string()),
  existingBottleCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  /**
   * How many rows got each category and sub-category (`main/sub` keys, '' where none), read
   * from the file or inferred, before the user's changes: each group can be given another.
   */
  categoryGroups: z.array(z.object({ category: z.string(), rows: z.number().int() })),
  /** The latest import of a file with the very same content, unless it was undone. */
  alreadyImported: alreadyImportedSchema.nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  importId: z.string(),
  bottles: z.number().int(),
  products: z.number().int(),
  formats: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Which import to undo. */
export const importUndoParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const importUndoResultSchema = z.object({ bottles: z.number().int() });

/** A past import, as the Import screen lists it (newest first). */
export const pastImportSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who imported it: their display name. */
  by: z.string(),
  fileName: z.string(),
  bottles: z.number().int(),
  products: z.number().int(),
  formats: z.number().int(),
  undoneAt: z.string().nullable(),
  /** Null while Undo import would remove it; otherwise why it would not. */
  notUndoable: z.enum(['import-undone', 'import-not-undoable']).nullable(),
});
export type PastImport = z.infer<typeof pastImportSchema>;
/** The list shows this many past imports. */
export const PAST_IMPORTS_LISTED = 20;
export const pastImportsSchema = z.object({ imports: z.array(pastImportSchema) });
