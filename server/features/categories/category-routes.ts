import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema } from '../../../domain/restaurant.js';
import {
  addCategoryRequestSchema,
  addSubcategoryRequestSchema,
  categoryParamsSchema,
  renameCategoryRequestSchema,
  subcategoryParamsSchema,
} from '../../../domain/restaurant-commands.js';
import { actorOf } from '../../http/actor.js';
import type { CategoryService } from './category-service.js';

/** The category manager: one category or sub-category per request. */
export function categoryRoutes(categories: CategoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/categories',
      {
        schema: {
          tags: ['categories'],
          summary: 'Add a category (key starting cat_, unique, with EN and FR names)',
          body: addCategoryRequestSchema,
          response: { 201: categorySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await categories.add(actorOf(request), request.body)),
    );

    app.patch(
      '/categories/:key',
      {
        schema: {
          tags: ['categories'],
          summary: "Rename a category's EN and FR names",
          params: categoryParamsSchema,
          body: renameCategoryRequestSchema,
          response: { 200: categorySchema },
        },
      },
      async (request) => categories.rename(actorOf(request), request.params.key, request.body),
    );

    app.delete(
      '/categories/:key',
      {
        schema: {
          tags: ['categories'],
          summary: 'Delete a category and its sub-categories, refused while a product has it',
          params: categoryParamsSchema,
        },
      },
      async (request, reply) => {
        await categories.remove(actorOf(request), request.params.key);
        return reply.status(204).send();
      },
    );

    app.post(
      '/categories/:key/subcategories',
      {
        schema: {
          tags: ['categories'],
          summary: 'Add a sub-category (key starting subcat_, unique, with EN and FR names)',
          params: categoryParamsSchema,
          body: addSubcategoryRequestSchema,
          response: { 201: categorySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await categories.addSubcategory(actorOf(request), request.params.key, request.body),
          ),
    );

    app.patch(
      '/categories/:key/subcategories/:subKey',
      {
        schema: {
          tags: ['categories'],
          summary: "Rename a sub-category's EN and FR names; returns its category",
          params: subcategoryParamsSchema,
          body: renameCategoryRequestSchema,
          response: { 200: categorySchema },
        },
      },
      async (request) =>
        categories.renameSubcategory(
          actorOf(request),
          request.params.key,
          request.params.subKey,
          request.body,
        ),
    );

    app.delete(
      '/categories/:key/subcategories/:subKey',
      {
        schema: {
          tags: ['categories'],
          summary:
            'Delete only a sub-category, refused while a product has it; returns its category',
          params: subcategoryParamsSchema,
          response: { 200: categorySchema },
        },
      },
      async (request) =>
        categories.removeSubcategory(actorOf(request), request.params.key, request.params.subKey),
    );
  };
}
