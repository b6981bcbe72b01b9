import type { FastifyPluginAsync } from 'fastify';
import { BARCODE_PATTERN } from '../../../domain/barcode.js';
import * as ops from '../../../domain/operations/catalog.js';
import { actorOf } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/operation-route.js';
import type { CatalogService } from './catalog-service.js';

/** Barcode lookup: the restaurant's own profiles, the shared catalog, then the online provider. */
export function catalogRoutes(catalog: CatalogService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.lookupBarcode, async (request) => {
      if (!BARCODE_PATTERN.test(request.params.code)) {
        throw new AppError('barcode-invalid');
      }
      return { match: await catalog.lookup(actorOf(request), request.params.code) };
    });
  };
}
