import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BARCODE_PATTERN } from '../../../domain/barcode.js';
import {
  batchAddRequestSchema,
  batchMoveRequestSchema,
  batchRemoveRequestSchema,
  batchReprofileRequestSchema,
  batchResultSchema,
  intakeRequestSchema,
  rekeyRequestSchema,
} from '../../../domain/batch-commands.js';
import { lookupResponseSchema, scanResultSchema } from '../../../domain/catalog.js';
import { bottleSchema } from '../../../domain/inventory.js';
import { actorOf } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { QrService } from '../qr/qr-service.js';
import type { ScanService } from '../qr/scan-service.js';
import type { BatchService } from './batch-service.js';

const idParams = z.object({ id: z.string().min(1).max(128) });
const codeParams = z.object({ code: z.string().trim().min(1).max(128) });
const result = (bottles: z.infer<typeof bottleSchema>[]) => ({
  count: bottles.length,
  ids: bottles.map((bottle) => bottle.id),
});

export function batchRoutes(services: {
  batches: BatchService;
  qr: QrService;
  scan: ScanService;
  catalog: CatalogService;
}): FastifyPluginAsyncZod {
  const { batches, qr, scan, catalog } = services;
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

    app.put(
      '/bottles/:id/qr',
      {
        schema: {
          tags: ['batches'],
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
          tags: ['batches'],
          summary: 'Remove the QR code: the bottle becomes a manual entry',
          params: idParams,
          response: { 200: bottleSchema },
        },
      },
      async (request) => qr.removeQr(actorOf(request), request.params.id),
    );

    app.get(
      '/scan/:code',
      {
        schema: {
          tags: ['batches'],
          summary:
            'What a scanned code is: one of our bottles, a known product barcode, or unknown',
          params: codeParams,
          response: { 200: scanResultSchema },
        },
      },
      async (request) => scan.resolve(actorOf(request), request.params.code),
    );

    app.get(
      '/barcodes/:code',
      {
        schema: {
          tags: ['batches'],
          summary: 'Barcode lookup: own profiles, the shared catalog, then the online provider',
          params: codeParams,
          response: { 200: lookupResponseSchema },
        },
      },
      async (request) => {
        if (!BARCODE_PATTERN.test(request.params.code)) {
          throw new AppError('barcode-invalid');
        }
        return { match: await catalog.lookup(actorOf(request), request.params.code) };
      },
    );
  };
}
