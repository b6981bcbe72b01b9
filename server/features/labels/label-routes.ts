import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelSheetRequestSchema, labelSheetResponseSchema } from '../../../domain/catalog.js';
import { actorOf } from '../../http/actor.js';
import type { LabelService } from './label-service.js';

export function labelRoutes(labels: LabelService): FastifyPluginAsyncZod {
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
  };
}
