import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/colors.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { ColorService } from './color-service.js';

/** The restaurant's colors: one color per request. */
export function colorRoutes(colors: ColorService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.addColor, async (request) => colors.add(actorOf(request), request.body));
    route(app, ops.renameColor, async (request) =>
      colors.rename(actorOf(request), request.params.id, request.body),
    );
  };
}
