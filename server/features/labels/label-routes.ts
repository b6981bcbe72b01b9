import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bottleLabelsRequestSchema,
  bottleLabelsResponseSchema,
} from '../../../domain/bottle-labels.js';
import { labelSheetRequestSchema, labelSheetResponseSchema } from '../../../domain/catalog.js';
import { actorOf } from '../../http/actor.js';
import type { BottleLabelService } from './bottle-label-service.js';
import type { LabelService } from './label-service.js';

export function labelRoutes(
  labels: LabelService,
  bottleLabels: BottleLabelService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/labels',
      {
        schema: {
          tags: ['batches'],
          summary: 'Reserve new unique bottle ids for a printed QR label sheet',
          body: labelSheetRequestSchema,
          response: { 200: labelSheetResponseSchema },
        },
      },
      async (request) => ({ ids: await labels.reserve(actorOf(request), request.body.count) }),
    );

    app.post(
      '/labels/bottles',
      {
        schema: {
          tags: ['batches'],
          summary:
            'Labels for existing bottles (a list, a location or bin, or every manual entry), in shelf order: manual entries get new label ids in the same step',
          body: bottleLabelsRequestSchema,
          response: { 200: bottleLabelsResponseSchema },
        },
      },
      async (request) => ({ labels: await bottleLabels.print(actorOf(request), request.body) }),
    );
  };
}
