import { randomUUID } from 'node:crypto';
import { expect, type Page, request } from '@playwright/test';
import type { Role } from '../../domain/permissions.js';

export interface Member {
  userId: string;
  email: string;
  password: string;
  displayName: string;
}

/**
 * A new member of the restaurant `page` is signed in to, made through the doors a team uses: the
 * page's member invites (POST /api/team/invites), and the new member joins by the link's code from
 * a browser context of their own (joining signs a browser out of any other account).
 */
export async function addMember(page: Page, role: Role, displayName: string): Promise<Member> {
  const invited = await page.request.post('/api/team/invites', { data: { role } });
  expect(invited.status()).toBe(201);
  const { code } = (await invited.json()) as { code: string };
  const member = {
    email: `${role}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'correct horse battery',
    displayName,
  };
  const origin = new URL(page.url()).origin;
  const joiner = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const joined = await joiner.post(`/api/join/${code}`, { data: member });
    expect(joined.status()).toBe(201);
    const { user } = (await joined.json()) as { user: { userId: string } };
    return { ...member, userId: user.userId };
  } finally {
    await joiner.dispose();
  }
}
