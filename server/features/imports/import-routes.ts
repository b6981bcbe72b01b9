import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importPreviewSchema,
  importQuerySchema,
  importResultSchema,
  importUndoResultSchema,
  MAX_IMPORT_BYTES,
  pastImportsSchema,
} from '../../../domain/import-api.js';
import { z } from '../../../domain/zod.js';
import { actorOf } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import type { ImportService } from './import-service.js';

const tags = ['imports'];

function fileOf(body: unknown): Uint8Array {
  if (!(body instanceof Uint8Array)) throw new AppError('import-unreadable');
  return body;
}
/** The file itself is the body: any content type, read as bytes, up to 50 MB (then a 413). */
const fileBody = { bodyLimit: MAX_IMPORT_BYTES };

export function importRoutes(imports: ImportService): FastifyPluginAsyncZod {
  return async (app) => {
    // Only these routes take a file; everywhere else the JSON parser and its 1 MB limit apply.
    app.addContentTypeParser(
      [
        'application/octet-stream',
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/imports/preview',
      {
        ...fileBody,
        schema: {
          tags,
          summary: 'Check a cellar file (CSV or XLSX) and say what importing it would do',
          querystring: importQuerySchema,
          response: { 200: importPreviewSchema },
        },
      },
      async (request) => imports.preview(actorOf(request), fileOf(request.body), request.query),
    );

    app.post(
      '/imports',
      {
        ...fileBody,
        schema: {
          tags,
          summary: 'Import a checked cellar file as one batch, all or nothing',
          querystring: importQuerySchema,
          response: { 200: importResultSchema },
        },
      },
      async (request) => imports.commit(actorOf(request), fileOf(request.body), request.query),
    );

    app.get(
      '/imports',
      {
        schema: {
          tags,
          summary:
            'The latest imports: who, when, which file, what each created, and whether it can be undone',
          response: { 200: pastImportsSchema },
        },
      },
      async (request) => ({ imports: await imports.list(actorOf(request)) }),
    );

    app.post(
      '/imports/:id/undo',
      {
        schema: {
          tags,
          summary: 'Undo an import while none of its bottles has changed since',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: importUndoResultSchema },
        },
      },
      async (request) => imports.undo(actorOf(request), request.params.id),
    );
  };
}
