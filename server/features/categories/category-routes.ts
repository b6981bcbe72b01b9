import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/categories.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { CategoryService } from './category-service.js';

/** The category manager: one category or sub-category per request. */
export function categoryRoutes(categories: CategoryService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.addCategory, async (request) => categories.add(actorOf(request), request.body));
    route(app, ops.renameCategory, async (request) =>
      categories.rename(actorOf(request), request.params.key, request.body),
    );
    route(app, ops.deleteCategory, async (request) => {
      await categories.remove(actorOf(request), request.params.key);
      return undefined;
    });
    route(app, ops.addSubcategory, async (request) =>
      categories.addSubcategory(actorOf(request), request.params.key, request.body),
    );
    route(app, ops.renameSubcategory, async (request) =>
      categories.renameSubcategory(
        actorOf(request),
        request.params.key,
        request.params.subKey,
        request.body,
      ),
    );
    route(app, ops.deleteSubcategory, async (request) =>
      categories.removeSubcategory(actorOf(request), request.params.key, request.params.subKey),
    );
  };
}
