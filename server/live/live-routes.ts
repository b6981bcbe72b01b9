import type { FastifyPluginAsync } from 'fastify';
import { type ChangeBatch, liveEvents } from '../../domain/live.js';
import { batchInView, type LiveView, liveViewOf } from '../../domain/live-view.js';
import * as ops from '../../domain/operations/live.js';
import type { Db } from '../db/database.js';
import { currentRevision } from '../features/restaurants/index.js';
import { actorOf } from '../http/actor.js';
import { route } from '../http/operation-route.js';
import { readBatches } from './change-repo.js';
import type { LiveHub } from './hub.js';
import { LiveStream, type StreamSink } from './live-stream.js';

/** `maxReplay`: further behind than this, reloading the snapshot is cheaper than replaying. */
export function liveRoutes(db: Db, hub: LiveHub, maxReplay: number): FastifyPluginAsync {
  return async (app) => {
    route(app, ops.live, async (request, reply) => {
      const actor = actorOf(request);
      const since = parseSince(request.headers['last-event-id'], request.query.since);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      raw.write('retry: 2000\n\n');
      // Fixed for the stream's life: a role change closes the member's streams (role-changed).
      const view = liveViewOf(actor.role);
      const sink: StreamSink = {
        send(event, data, id) {
          const idLine = id === undefined ? '' : `id: ${id}\n`;
          const text =
            event === liveEvents.changes
              ? serializedBatch(data as ChangeBatch, view)
              : JSON.stringify(data);
          raw.write(`${idLine}event: ${event}\ndata: ${text}\n\n`);
        },
        close() {
          raw.end();
        },
      };
      const read = (after: number, upTo: number) =>
        readBatches(db.kysely, actor.restaurantId, after, upTo);
      const stream = new LiveStream(
        actor.restaurantId,
        actor.userId,
        actor.sessionId,
        since ?? 0,
        sink,
        read,
      );
      request.raw.on('close', () => {
        hub.detach(stream);
        stream.close();
      });

      if (request.query.role !== undefined && request.query.role !== actor.role) {
        stream.send(liveEvents.roleChanged, {});
        stream.close();
        return reply;
      }
      // Attach before reading the revision: a commit landing in between is buffered, not lost.
      hub.attach(stream);
      const current = await currentRevision(db.kysely, actor.restaurantId);
      if (since === undefined || since > current || current - since > maxReplay) {
        stream.send(liveEvents.reset, { revision: current });
        hub.detach(stream);
        stream.close();
        return reply;
      }
      try {
        await stream.replay(current);
      } catch (error) {
        request.log.error({ err: error }, 'live replay failed');
        hub.detach(stream);
        stream.close();
      }
      return reply;
    });
  };
}

/**
 * One batch goes to every open tab of its restaurant: serialise it once per view, not once per
 * tab. Pushed (the hub) or replayed (the change log), a batch goes out through here, so a tab never
 * receives what its role may not read: costs (decision 0014), par levels, report and guest menu
 * settings, the team's changes (domain/live-view.ts).
 */
const serializedBatches = new Map<string, WeakMap<ChangeBatch, string>>();
function serializedBatch(batch: ChangeBatch, view: LiveView): string {
  let texts = serializedBatches.get(view.key);
  if (!texts) {
    texts = new WeakMap();
    serializedBatches.set(view.key, texts);
  }
  let text = texts.get(batch);
  if (text === undefined) {
    text = JSON.stringify(batchInView(batch, view));
    texts.set(batch, text);
  }
  return text;
}

function parseSince(
  header: string | string[] | undefined,
  query: number | undefined,
): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,12}$/.test(value)) return Number(value);
  return query;
}
