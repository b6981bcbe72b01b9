import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/qr.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { QrService } from './qr-service.js';
import type { ScanService } from './scan-service.js';

/** A bottle's QR code (assign, change, remove) and what a scanned code is. */
export function qrRoutes(qr: QrService, scan: ScanService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.assignQr, async (request) =>
      qr.rekey(actorOf(request), request.params.id, request.body.newId),
    );
    route(app, ops.removeQr, async (request) => qr.removeQr(actorOf(request), request.params.id));
    route(app, ops.resolveScan, async (request) =>
      scan.resolve(actorOf(request), request.body.code),
    );
  };
}
