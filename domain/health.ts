import { z } from './zod.js';

/** GET /api/health's answer: ok, or degraded with why (decision 0008) and since when. */
export const healthSchema = z.object({
  ok: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  /** Why it is degraded: the reason of the last database fault (decision 0008). */
  reason: z.string().optional(),
  since: z.string().optional(),
});
