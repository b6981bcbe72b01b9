import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  batchAddRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  batchReprofileRequestSchema,
  batchResultSchema,
  intakeRequestSchema,
} from '../../../domain/batch-commands.js';
import type { bottleSchema } from '../../../domain/inventory.js';
import { actorOf } from '../../http/actor.js';
import type { BatchService } from './batch-service.js';

const result = (bottles: z.infer<typeof bottleSchema>[]) => ({
  count: bottles.length,
  ids: bottles.map((bottle) => bottle.id),
});

export function batchRoutes(batches: BatchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/batches/move',
      {
        schema: {
          tags: ['batches'],
          summary: 'Move scanned bottles to a location and bin, all or none',
          body: batchMoveRequestSchema,
          response: { 200: batchResultSchema },
        },
      },
      async (request) => result(await batches.move(actorOf(request), request.body)),
    );

    app.post(
      '/batches/remove',
      {
        schema: {
          tags: ['batches'],
          summary: 'Remove scanned bottles, all or none',
          body: batchRemoveRequestSchema,
          response: { 200: batchResultSchema },
        },
      },
      async (request) => result(await batches.remove(actorOf(request), request.body)),
    );

    app.post(
      '/batches/reprofile',
      {
        schema: {
          tags: ['batches'],
          summary: 'Assign bottles to another format, all or none',
          body: batchReprofileRequestSchema,
          response: { 200: batchResultSchema },
        },
      },
      async (request) => result(await batches.reprofile(actorOf(request), request.body)),
    );

    app.post(
      '/batches/add',
      {
        schema: {
          tags: ['batches'],
          summary: 'Add scanned QR ids as bottles of a format, all or none',
          body: batchAddRequestSchema,
          response: { 200: batchResultSchema },
        },
      },
      async (request) => result(await batches.add(actorOf(request), request.body)),
    );

    app.post(
      '/intake',
      {
        schema: {
          tags: ['batches'],
          summary: 'Confirm a batch intake: every staged bottle, or none',
          body: intakeRequestSchema,
          response: { 200: batchResultSchema },
        },
      },
      async (request) => result(await batches.intake(actorOf(request), request.body)),
    );
  };
}
