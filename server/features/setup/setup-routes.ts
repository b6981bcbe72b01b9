import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/setup.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { SetupService } from './setup-service.js';

/** The dashboard's first-run checklist. */
export function setupRoutes(setup: SetupService): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.setup, async (request) => setup.state(actorOf(request)));
    route(app, ops.dismissSetup, async (request) => setup.dismiss(actorOf(request)));
  };
}
