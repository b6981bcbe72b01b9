import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '../../domain/permissions.js';
import { type BuiltApp, buildApp } from '../app.js';
import { type Db, openDatabase, type PostgresTimeouts } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type Env, readEnv } from '../env.js';
import { createInvites } from '../features/invites/index.js';
import { TestClient } from './test-client.js';

export type TestDatabase = 'sqlite' | 'postgres';

export function testDatabase(): TestDatabase {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * A fresh, migrated database of the project's kind: an SQLite file, or a new PostgreSQL database.
 * `reopen` opens it again, as a second server process would.
 */
export async function openTestDatabase(postgresTimeouts?: PostgresTimeouts): Promise<{
  db: Db;
  url?: string;
  reopen(): Db;
  dispose(): Promise<void>;
}> {
  if (testDatabase() === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const db = openDatabase({ databaseUrl: url, sqliteFile: '', postgresTimeouts });
    // The template is at the latest migration: this only reads that it is.
    await migrateToLatest(db);
    return {
      db,
      url,
      reopen: () => openDatabase({ databaseUrl: url, sqliteFile: '', postgresTimeouts }),
      dispose: () => db.close(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-test-'));
  const sqliteFile = path.join(dir, 'cellar.sqlite');
  const db = openDatabase({ sqliteFile });
  await migrateToLatest(db);
  return {
    db,
    reopen: () => openDatabase({ sqliteFile }),
    dispose: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer extends BuiltApp {
  baseUrl: string;
  env: Env;
  databaseUrl?: string;
  invite(): Promise<string>;
  client(): TestClient;
  /** Signs up a new restaurant and returns a client holding its owner's session. */
  signUp(overrides?: Partial<SignupFields>): Promise<SignedUp>;
  /** A new member of that restaurant with this role, signed in (the restaurant's client invites). */
  addMember(restaurant: SignedUp, role: Role): Promise<SignedUp>;
  close(): Promise<void>;
}

export interface SignupFields {
  displayName: string;
  restaurantName: string;
  email: string;
  password: string;
  /** Left out: the server's default (domain/money.ts DEFAULT_CURRENCY). */
  currency?: string;
}

export interface SignedUp {
  client: TestClient;
  email: string;
  password: string;
  userId: string;
  restaurantId: string;
}

const testEnvDefaults = {
  LOG_LEVEL: 'silent',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000',
  // The suites write as fast as they can into few restaurants; the quota has its own test.
  WRITE_LIMIT_PER_MINUTE: '10000000',
  // Every suite's guests are on 127.0.0.1; the menus' quota has its own test.
  GUEST_MENU_SENT_PER_MINUTE: '1000000',
};

/** The real server on a real port over a real database. */
export async function startTestServer(
  envOverrides: Record<string, string> = {},
  database?: { db: Db; url?: string; dispose(): Promise<void> },
): Promise<TestServer> {
  const opened = database ?? (await openTestDatabase());
  const env = readEnv({
    ...testEnvDefaults,
    WEB_DIST_DIR: '/nonexistent',
    ...envOverrides,
    DATA_DIR: os.tmpdir(),
  });
  const built = await buildApp(env, opened.db);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: TestServer = {
    ...built,
    baseUrl,
    env,
    ...(opened.url ? { databaseUrl: opened.url } : {}),
    invite: async () => {
      const [code] = await createInvites(opened.db.kysely, 1, env.INVITE_TTL_DAYS);
      if (!code) throw new Error('no invite created');
      return code;
    },
    client: () => new TestClient(baseUrl),
    signUp: async (overrides = {}) => {
      const client = new TestClient(baseUrl);
      const fields: SignupFields = {
        displayName: 'Sam Sommelier',
        restaurantName: `Bistro ${randomUUID().slice(0, 6)}`,
        email: `${randomUUID()}@example.com`,
        password: 'correct horse',
        ...overrides,
      };
      const response = await client.post('/api/auth/signup', {
        ...fields,
        inviteCode: await server.invite(),
      });
      if (response.status !== 201) {
        throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
      }
      const user = (response.body as { user: { userId: string; restaurantId: string } }).user;
      return {
        client,
        email: fields.email,
        password: fields.password,
        userId: user.userId,
        restaurantId: user.restaurantId,
      };
    },
    // Through the real doors: the owner's invite link, then the join page's call.
    addMember: async (restaurant, role) => {
      const invited = await restaurant.client.post('/api/team/invites', { role });
      if (invited.status !== 201) {
        throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
      }
      const { code } = invited.body as { code: string };
      const email = `${randomUUID()}@example.com`;
      const password = 'correct horse';
      const client = new TestClient(baseUrl);
      const joined = await client.post(`/api/join/${code}`, {
        displayName: `${role} ${email.slice(0, 4)}`,
        email,
        password,
      });
      if (joined.status !== 201) {
        throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
      }
      const { userId } = (joined.body as { user: { userId: string } }).user;
      return { client, email, password, userId, restaurantId: restaurant.restaurantId };
    },
    close: async () => {
      await built.app.close();
      if (!database) await opened.dispose();
    },
  };
  return server;
}
