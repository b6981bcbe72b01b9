import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { colorSchema } from '../../../domain/restaurant.js';
import {
  addColorRequestSchema,
  colorParamsSchema,
  renameColorRequestSchema,
} from '../../../domain/restaurant-commands.js';
import { actorOf } from '../../http/actor.js';
import type { ColorService } from './color-service.js';

/** The restaurant's colors: one color per request. */
export function colorRoutes(colors: ColorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/colors',
      {
        schema: {
          tags: ['colors'],
          summary: 'Add a color (the name must be new)',
          body: addColorRequestSchema,
          response: { 201: colorSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await colors.add(actorOf(request), request.body)),
    );

    app.patch(
      '/colors/:id',
      {
        schema: {
          tags: ['colors'],
          summary: 'Rename a color; the products of that color are renamed with it',
          params: colorParamsSchema,
          body: renameColorRequestSchema,
          response: { 200: colorSchema },
        },
      },
      async (request) => colors.rename(actorOf(request), request.params.id, request.body),
    );
  };
}
