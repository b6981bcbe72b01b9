import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bottlePageQuerySchema, bottlePageSchema } from '../../../domain/bottle-page.js';
import { bottleSchema, formatSchema, productSchema } from '../../../domain/inventory.js';
import {
  addBottlesRequestSchema,
  addFormatRequestSchema,
  bottleHistoryEntrySchema,
  createProductRequestSchema,
  removeBottleQuerySchema,
  setDefaultFormatRequestSchema,
  updateBottleRequestSchema,
  updateFormatRequestSchema,
  updateProductRequestSchema,
} from '../../../domain/inventory-commands.js';
import { firstCardsQuerySchema, firstCardsSchema } from '../../../domain/product-cards.js';
import { actorOf } from '../../http/actor.js';
import type { BottleService } from './bottle-service.js';
import type { FormatService } from './format-service.js';
import type { ProductService } from './product-service.js';

const idParams = z.object({ id: z.string().min(1).max(128) });
const savedSchema = z.object({
  product: productSchema,
  format: formatSchema,
  bottles: z.array(bottleSchema),
});

export function inventoryRoutes(services: {
  products: ProductService;
  formats: FormatService;
  bottles: BottleService;
}): FastifyPluginAsyncZod {
  const { products, formats, bottles } = services;
  return async (app) => {
    app.post(
      '/products',
      {
        schema: {
          tags: ['inventory'],
          summary:
            'Save the profile form: a profile (or the same existing one), its format, new bottles',
          body: createProductRequestSchema,
          response: { 201: savedSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await products.create(actorOf(request), request.body)),
    );

    app.put(
      '/products/:id',
      {
        schema: {
          tags: ['inventory'],
          summary: "Edit a profile's general information",
          params: idParams,
          body: updateProductRequestSchema,
          response: { 200: productSchema },
        },
      },
      async (request) => products.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/products/:id',
      {
        schema: {
          tags: ['inventory'],
          summary: 'Delete a profile without bottles',
          params: idParams,
        },
      },
      async (request, reply) => {
        await products.remove(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.put(
      '/products/:id/default-format',
      {
        schema: {
          tags: ['inventory'],
          summary: "Set the profile's default format",
          params: idParams,
          body: setDefaultFormatRequestSchema,
          response: { 200: productSchema },
        },
      },
      async (request) =>
        products.setDefaultFormat(actorOf(request), request.params.id, request.body.formatId),
    );

    app.post(
      '/products/:id/formats',
      {
        schema: {
          tags: ['inventory'],
          summary: 'Add a format (or reuse the matching one) and new bottles',
          params: idParams,
          body: addFormatRequestSchema,
          response: { 201: z.object({ format: formatSchema, bottles: z.array(bottleSchema) }) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await formats.add(actorOf(request), request.params.id, request.body)),
    );

    app.patch(
      '/formats/:id',
      {
        schema: {
          tags: ['inventory'],
          summary: 'Edit a format (vintage, size, cost, price, notes, menu visibility)',
          params: idParams,
          body: updateFormatRequestSchema,
          response: { 200: formatSchema },
        },
      },
      async (request) => formats.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/formats/:id',
      {
        schema: {
          tags: ['inventory'],
          summary: 'Delete a format without bottles; the last one takes its profile with it',
          params: idParams,
          response: { 200: z.object({ productRemoved: z.boolean() }) },
        },
      },
      async (request) => formats.remove(actorOf(request), request.params.id),
    );

    app.post(
      '/bottles',
      {
        schema: {
          tags: ['inventory'],
          summary: 'Add manual bottles and/or scanned QR ids to a format',
          body: addBottlesRequestSchema,
          response: { 201: z.object({ bottles: z.array(bottleSchema) }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ bottles: await bottles.add(actorOf(request), request.body) }),
    );

    app.patch(
      '/bottles/:id',
      {
        schema: {
          tags: ['inventory'],
          summary: "Edit a bottle's location, bin and notes",
          params: idParams,
          body: updateBottleRequestSchema,
          response: { 200: bottleSchema },
        },
      },
      async (request) => bottles.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/bottles/:id',
      {
        schema: {
          tags: ['inventory'],
          summary: 'Remove a bottle from inventory, for a reason (default sold)',
          params: idParams,
          querystring: removeBottleQuerySchema,
        },
      },
      async (request, reply) => {
        await bottles.remove(actorOf(request), request.params.id, request.query.reason);
        return reply.status(204).send();
      },
    );

    app.get(
      '/first-cards',
      {
        schema: {
          tags: ['inventory'],
          summary:
            "The dashboard's first screen, drawn while the restaurant's model loads: the counts, the categories and the first wines in name order (in `locale`'s collation) with each format's bottle count",
          querystring: firstCardsQuerySchema,
          response: { 200: firstCardsSchema },
        },
      },
      async (request) => products.firstCards(actorOf(request), request.query.locale),
    );

    app.get(
      '/bottles',
      {
        schema: {
          tags: ['inventory'],
          summary:
            "A page of the bottles a screen opens: a format's, a location's (and bin's), manual entries or unassigned; read at `revision`, the live feed continues from there",
          querystring: bottlePageQuerySchema,
          response: { 200: bottlePageSchema },
        },
      },
      async (request) => bottles.page(actorOf(request), request.query),
    );

    app.get(
      '/bottles/:id/history',
      {
        schema: {
          tags: ['inventory'],
          summary: "The bottle's history from the change log",
          params: idParams,
          response: { 200: z.object({ history: z.array(bottleHistoryEntrySchema) }) },
        },
      },
      async (request) => ({ history: await bottles.history(actorOf(request), request.params.id) }),
    );
  };
}
