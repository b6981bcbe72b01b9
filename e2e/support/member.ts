import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { Role } from '../../domain/permissions.js';
import { openDatabase } from '../../server/db/database.js';
import { databaseConfig, readEnv } from '../../server/env.js';
import { hashPassword } from '../../server/features/auth/password.js';
import { insertUser } from '../../server/features/auth/user-repo.js';
import { e2eDataDir } from './env.js';

export interface Member {
  email: string;
  password: string;
  displayName: string;
}

/**
 * A new member of the restaurant `page` is signed in to, written into the test server's database
 * as test-server.ts's addMember does: the tests of what members do need members before the Team
 * manager's join link is what makes them.
 */
export async function addMember(page: Page, role: Role, displayName: string): Promise<Member> {
  const session = await page.request.get('/api/session');
  expect(session.status()).toBe(200);
  const { restaurantId } = ((await session.json()) as { user: { restaurantId: string } }).user;
  const member = {
    email: `${role}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'correct horse battery',
    displayName,
  };
  const db = openDatabase(databaseConfig(readEnv({ ...process.env, DATA_DIR: e2eDataDir() })));
  try {
    await insertUser(db.kysely, {
      id: randomUUID(),
      restaurantId,
      email: member.email,
      displayName,
      passwordHash: await hashPassword(member.password),
      role,
      now: new Date().toISOString(),
    });
  } finally {
    await db.close();
  }
  return member;
}
