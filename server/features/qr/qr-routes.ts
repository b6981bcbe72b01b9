import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rekeyRequestSchema } from '../../../domain/batch-commands.js';
import { scanRequestSchema, scanResultSchema } from '../../../domain/catalog.js';
import { bottleSchema } from '../../../domain/inventory.js';
import { actorOf } from '../../http/actor.js';
import type { QrService } from './qr-service.js';
import type { ScanService } from './scan-service.js';

const idParams = z.object({ id: z.string().min(1).max(128) });

/** A bottle's QR code (assign, change, remove) and what a scanned code is. */
export function qrRoutes(qr: QrService, scan: ScanService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/bottles/:id/qr',
      {
        schema: {
          tags: ['qr'],
          summary: 'Assign or change the QR code of a bottle (re-keys it, keeping its history)',
          params: idParams,
          body: rekeyRequestSchema,
          response: { 200: bottleSchema },
        },
      },
      async (request) => qr.rekey(actorOf(request), request.params.id, request.body.newId),
    );

    app.delete(
      '/bottles/:id/qr',
      {
        schema: {
          tags: ['qr'],
          summary: 'Remove the QR code: the bottle becomes a manual entry',
          params: idParams,
          response: { 200: bottleSchema },
        },
      },
      async (request) => qr.removeQr(actorOf(request), request.params.id),
    );

    // A POST with the code in its body, though it changes nothing: a QR code may hold thousands of
    // characters, more than a path takes.
    app.post(
      '/scan',
      {
        schema: {
          tags: ['qr'],
          summary:
            'What a scanned code is: one of our bottles, a known product barcode, or unknown',
          body: scanRequestSchema,
          response: { 200: scanResultSchema },
        },
      },
      async (request) => scan.resolve(actorOf(request), request.body.code),
    );
  };
}
