import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BARCODE_PATTERN } from '../../../domain/barcode.js';
import { lookupResponseSchema } from '../../../domain/catalog.js';
import { actorOf } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import type { CatalogService } from './catalog-service.js';

const codeParams = z.object({ code: z.string().trim().min(1).max(128) });

/** Barcode lookup: the restaurant's own profiles, the shared catalog, then the online provider. */
export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/barcodes/:code',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Barcode lookup: own profiles, the shared catalog, then the online provider',
          params: codeParams,
          response: { 200: lookupResponseSchema },
        },
      },
      async (request) => {
        if (!BARCODE_PATTERN.test(request.params.code)) {
          throw new AppError('barcode-invalid');
        }
        return { match: await catalog.lookup(actorOf(request), request.params.code) };
      },
    );
  };
}
