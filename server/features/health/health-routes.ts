import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';

export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['meta'],
          summary: 'Liveness, including a round trip to the database',
          response: {
            200: z.object({ ok: z.literal(true), database: z.enum(['sqlite', 'postgres']) }),
          },
        },
      },
      async () => {
        await sql`select 1`.execute(db.kysely);
        return { ok: true as const, database: db.dialect };
      },
    );
  };
}
