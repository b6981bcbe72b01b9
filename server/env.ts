import path from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from './db/database.js';

/** Configuration, read once at start and checked, so a bad value stops the server with a clear message. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** 0.0.0.0 so phones on the restaurant's network can reach the server. */
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the SQLite file to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /**
   * Server processes sharing the port (PostgreSQL only: each has its own connections and LISTEN
   * connection; SQLite is served by one process, whose writer holds the file's one write lock).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when a reverse proxy terminates TLS, so Secure cookies and client addresses are right. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The address people open, scheme included (https://cellar.example.com). When set, a browser's
   * state-changing request must come from exactly this origin; otherwise from the host it was sent
   * to, whatever the scheme.
   */
  PUBLIC_ORIGIN: z
    .url()
    .transform((value) => new URL(value).origin)
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(30),
  INVITE_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Failed logins from one address (spraying many accounts), and failed logins of one account from
   * one address; past the first, accounts that signed in from there lately still may (0029).
   */
  LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Window of the login and sign-up limits. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** A tab further behind than this many revisions reloads the snapshot instead of replaying. */
  LIVE_MAX_REPLAY: z.coerce.number().int().positive().default(2_000),
  /** PostgreSQL: a statement is cancelled past this; a wait for a pooled connection gives up. */
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Changes per restaurant per minute (a burst of half of it, then its pace): 429 beyond. */
  WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(240),
  /**
   * Requests per minute one address may make to the public guest menu (page, and the poll every
   * few seconds of each open page): a restaurant's Wi-Fi puts every guest behind one address, and
   * 1,000 open pages poll 12,000 times a minute (decision 0018).
   */
  GUEST_MENU_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(15_000),
  /**
   * Whole menus (a page or its JSON, answered with a body rather than a 304) one address may be
   * sent per minute, a burst of half of it, then its pace: a full dining room on one Wi-Fi opens a
   * few dozen; a scraper asking again and again is refused (decision 0030).
   */
  GUEST_MENU_SENT_PER_MINUTE: z.coerce.number().int().positive().default(240),
  /** Open live streams (one per tab) a session, and a restaurant, may hold; the oldest give way. */
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().positive().default(8),
  LIVE_STREAMS_PER_RESTAURANT: z.coerce.number().int().positive().default(200),
  /** How often open streams get a heartbeat and a check that their session is still live. */
  LIVE_SWEEP_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * PostgreSQL: how long a process trusts a session it read (every change to one reaches every
   * process at once; this bounds a change made by hand in SQL). 0: read it on every request.
   */
  SESSION_CACHE_MS: z.coerce.number().int().nonnegative().default(5_000),
  /** Online barcode lookup after our own catalog: none, or Open Food Facts' product API. */
  CATALOG_PROVIDER: z.enum(['none', 'openfoodfacts']).default('none'),
  CATALOG_PROVIDER_URL: z.string().url().default('https://world.openfoodfacts.org'),
  /** A scan waits at most this long for the online provider. */
  CATALOG_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(2_500),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Purchase orders are e-mailed to suppliers through this SMTP server; unset, the app offers
   * print and CSV only. SMTP_SECURE=true is TLS from the first byte (port 465); otherwise STARTTLS
   * when the server offers it.
   */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender of the e-mails, `Cellar <orders@example.com>`; required with SMTP_HOST. */
  SMTP_FROM: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function sqliteFile(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, 'cellar.sqlite');
}

/** Where the data is, and how long PostgreSQL may take (server and command-line tools alike). */
export function databaseConfig(env: Env): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    sqliteFile: sqliteFile(env),
    postgresTimeouts: {
      statementMs: env.PG_STATEMENT_TIMEOUT_MS,
      connectMs: env.PG_CONNECT_TIMEOUT_MS,
    },
  };
}
