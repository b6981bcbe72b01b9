import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/imports.js';
import { actorOf } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/operation-route.js';
import type { ImportService } from './import-service.js';

function fileOf(body: unknown): Uint8Array {
  if (!(body instanceof Uint8Array)) throw new AppError('import-unreadable');
  return body;
}

export function importRoutes(imports: ImportService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.previewImport, async (request) =>
      imports.preview(actorOf(request), fileOf(request.body), request.query),
    );
    route(app, ops.runImport, async (request) =>
      imports.commit(actorOf(request), fileOf(request.body), request.query),
    );
    route(app, ops.pastImports, async (request) => ({
      imports: await imports.list(actorOf(request)),
    }));
    route(app, ops.undoImport, async (request) =>
      imports.undo(actorOf(request), request.params.id),
    );
  };
}
