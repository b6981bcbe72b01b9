import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationSchema } from '../../../domain/restaurant.js';
import {
  addBinRequestSchema,
  addLocationRequestSchema,
  binParamsSchema,
  locationParamsSchema,
  renameLocationRequestSchema,
} from '../../../domain/restaurant-commands.js';
import { actorOf } from '../../http/actor.js';
import type { LocationService } from './location-service.js';

/** The location manager: one location, or one bin of it, per request. */
export function locationRoutes(locations: LocationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/locations',
      {
        schema: {
          tags: ['locations'],
          summary: 'Add a location (the name must be new)',
          body: addLocationRequestSchema,
          response: { 201: locationSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await locations.add(actorOf(request), request.body)),
    );

    app.patch(
      '/locations/:id',
      {
        schema: {
          tags: ['locations'],
          summary: 'Rename a location; its bottles follow',
          params: locationParamsSchema,
          body: renameLocationRequestSchema,
          response: { 200: locationSchema },
        },
      },
      async (request) => locations.rename(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/locations/:id',
      {
        schema: {
          tags: ['locations'],
          summary: 'Delete a location and its bins, refused while a bottle is there',
          params: locationParamsSchema,
        },
      },
      async (request, reply) => {
        await locations.remove(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/locations/:id/bins',
      {
        schema: {
          tags: ['locations'],
          summary: 'Add a bin (an empty or existing one is ignored); returns the location',
          params: locationParamsSchema,
          body: addBinRequestSchema,
          response: { 200: locationSchema },
        },
      },
      async (request) => locations.addBin(actorOf(request), request.params.id, request.body.name),
    );

    app.delete(
      '/locations/:id/bins/:bin',
      {
        schema: {
          tags: ['locations'],
          summary: 'Delete a bin, refused while a bottle is in it; returns the location',
          params: binParamsSchema,
          response: { 200: locationSchema },
        },
      },
      async (request) =>
        locations.removeBin(actorOf(request), request.params.id, request.params.bin),
    );
  };
}
