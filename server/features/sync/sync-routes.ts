import type { FastifyPluginAsync } from 'fastify';
import * as ops from '../../../domain/operations/sync.js';
import { actorOf } from '../../http/actor.js';
import { route } from '../../http/operation-route.js';
import type { SyncService } from './sync-service.js';

/** A phone's queue is one member's: counted per session, as a count's scans are. */
const perSession = { config: { writeQuota: 'per-session' } } as const;

export function syncRoutes(sync: SyncService): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      ops.syncChanges,
      async (request) => sync.sync(actorOf(request), request.body),
      perSession,
    );
  };
}
