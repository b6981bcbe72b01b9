import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/inventory.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { BottleService } from './bottle-service.js';
import type { FormatService } from './format-service.js';
import type { ProductEditService } from './product-edits.js';
import type { ProductService } from './product-service.js';

export function inventoryRoutes(services: {
  products: ProductService;
  formats: FormatService;
  bottles: BottleService;
  edits: ProductEditService;
}): FastifyPluginAsync {
  const { products, formats, bottles, edits } = services;
  return async (app) => {
    route(app, ops.createProduct, async (request) =>
      products.create(actorOf(request), request.body),
    );
    route(app, ops.updateProduct, async (request) =>
      products.update(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.deleteProduct, async (request) => {
      await products.remove(actorOf(request), request.params.id);
      return undefined;
    });
    route(app, ops.saveProductEdits, async (request) =>
      edits.save(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.setDefaultFormat, async (request) =>
      products.setDefaultFormat(actorOf(request), request.params.id, request.body.formatId),
    );
    route(app, ops.addFormat, async (request) =>
      formats.add(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.updateFormat, async (request) =>
      formats.update(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.deleteFormat, async (request) =>
      formats.remove(actorOf(request), request.params.id),
    );
    route(app, ops.addBottles, async (request) => ({
      bottles: await bottles.add(actorOf(request), request.body),
    }));
    route(app, ops.updateBottle, async (request) =>
      bottles.update(actorOf(request), request.params.id, request.body),
    );
    route(app, ops.removeBottle, async (request) => {
      await bottles.remove(actorOf(request), request.params.id, request.query.reason);
      return undefined;
    });
    route(app, ops.firstCards, async (request) =>
      products.firstCards(actorOf(request), request.query.locale),
    );
    route(app, ops.bottlePage, async (request) => bottles.page(actorOf(request), request.query));
    route(app, ops.bottleHistory, async (request) => ({
      history: await bottles.history(actorOf(request), request.params.id),
    }));
  };
}
