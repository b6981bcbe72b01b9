import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { liveEvents } from '../../domain/live.js';
import type { Role } from '../../domain/permissions.js';
import { type Db, openDatabase } from '../../server/db/database.js';
import { databaseConfig, readEnv } from '../../server/env.js';
import { hashPassword } from '../../server/features/auth/password.js';
import { insertUser } from '../../server/features/auth/user-repo.js';
import { e2eDataDir } from './env.js';

export interface Member {
  userId: string;
  displayName: string;
  email: string;
  password: string;
}

async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(databaseConfig(readEnv({ ...process.env, DATA_DIR: e2eDataDir() })));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * A member of the owner's restaurant with this role, written into the test server's database as
 * the HTTP tests' addMember does (server/test/test-server.ts): the team's invite links are a
 * screen of their own, tested on their own.
 */
export async function addMember(ownerEmail: string, role: Role): Promise<Member> {
  const id = randomUUID();
  const member: Member = {
    userId: id,
    displayName: `${role} ${id.slice(0, 6)}`,
    email: `${role}-${id.slice(0, 8)}@example.test`,
    password: 'correct horse battery',
  };
  await withDatabase(async (db) => {
    const owner = await db.kysely
      .selectFrom('users')
      .select('restaurant_id')
      .where('email', '=', ownerEmail)
      .executeTakeFirstOrThrow();
    await insertUser(db.kysely, {
      id,
      restaurantId: owner.restaurant_id,
      email: member.email,
      displayName: member.displayName,
      passwordHash: await hashPassword(member.password),
      role,
      now: new Date().toISOString(),
    });
  });
  return member;
}

/** Changes a member's role in the database: their next request is answered for the new role. */
export async function setRole(userId: string, role: Role): Promise<void> {
  await withDatabase((db) =>
    db.kysely.updateTable('users').set({ role }).where('id', '=', userId).execute(),
  );
}

declare global {
  interface Window {
    /** The live streams the page opened, newest last (recordLiveStreams). */
    liveStreams?: EventSource[];
  }
}

/** Keeps the page's EventSources where the test can reach them; call before the page loads. */
export async function recordLiveStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const streams: EventSource[] = [];
    window.liveStreams = streams;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    };
  });
}

/**
 * The live event the server sends a member's open tabs when their role changes
 * (SessionEvents.roleChanged; server/security/cost-view.int.test.ts), delivered to the page's open
 * stream: the e2e server runs in a process of its own, where only a route that changes roles can
 * call it.
 */
export async function deliverRoleChanged(page: Page): Promise<void> {
  await page.evaluate((event) => {
    const stream = window.liveStreams?.at(-1);
    if (!stream || stream.readyState === EventSource.CLOSED) throw new Error('no open live stream');
    stream.dispatchEvent(new MessageEvent(event, { data: '{}' }));
  }, liveEvents.roleChanged);
}
