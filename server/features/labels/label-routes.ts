import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/labels.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { BottleLabelService } from './bottle-label-service.js';
import type { LabelService } from './label-service.js';

export function labelRoutes(
  labels: LabelService,
  bottleLabels: BottleLabelService,
): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.reserveLabels, async (request) => ({
      ids: await labels.reserve(actorOf(request), request.body.count),
    }));
    route(app, ops.labelBottles, async (request) => ({
      labels: await bottleLabels.print(actorOf(request), request.body),
    }));
  };
}
