/**
 * Does a sign-up tell an existing invite code from a made-up one by its response time?
 *
 *   npx tsx bench/invite-timing.ts [postgres] [--rounds 200]
 *
 * Sends sign-ups with existing-but-used codes, existing-but-expired codes and codes that never
 * existed (a fresh code each request, so no kind is helped by a warm cache), interleaved in a
 * random order, one at a time over loopback, and prints p50/p95/mean of each and the differences.
 * Every one of them must be a 403; the server hashes the password before it looks at the code and
 * looks the code up by its sha256 in one conditional UPDATE, so all three cost the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.js';
import { openDatabase } from '../server/db/database.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { readEnv } from '../server/env.js';
import { newInviteCode } from '../server/features/invites/invite-code.js';
import { createInvites, inviteDigest } from '../server/features/invites/invite-service.js';
import { ms, percentile } from './bench-server.js';
import { withEmbeddedPostgres } from './with-embedded-postgres.js';

type Kind = 'used' | 'expired' | 'unknown';
const KINDS: readonly Kind[] = ['used', 'expired', 'unknown'];
const WARM_UP = 20;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '200' } },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number');
const database = positionals[0] === 'postgres' ? 'postgres' : 'sqlite';

async function measure(databaseUrl: string | undefined, sqliteFile: string): Promise<void> {
  const db = openDatabase({ databaseUrl, sqliteFile });
  await migrateToLatest(db);
  const env = readEnv({ LOG_LEVEL: 'silent', SIGNUP_LIMIT_PER_ADDRESS: '1000000' });
  const { app } = await buildApp(env, db);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const total = rounds + WARM_UP;
    const used = await createInvites(db.kysely, total, 30);
    await db.kysely
      .updateTable('invite_codes')
      .set({ used_at: new Date().toISOString() })
      .where('code_hash', 'in', used.map(inviteDigest))
      .execute();
    const expired = await createInvites(
      db.kysely,
      total,
      30,
      new Date(Date.now() - 60 * 86_400_000),
    );
    const codes: Record<Kind, string[]> = {
      used,
      expired,
      unknown: Array.from({ length: total }, () => newInviteCode()),
    };

    const times: Record<Kind, number[]> = { used: [], expired: [], unknown: [] };
    for (let round = 0; round < total; round++) {
      for (const kind of shuffled(KINDS)) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            displayName: 'Timing Probe',
            restaurantName: 'Probe',
            email: `probe-${round}-${kind}@example.com`,
            password: 'a password of ordinary length',
            inviteCode: codes[kind][round],
          }),
        });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (response.status !== 403) throw new Error(`${kind} code answered ${response.status}`);
        if (round >= WARM_UP) times[kind].push(elapsed);
      }
    }

    console.log(`invite timing on ${database}: ${rounds} sign-ups of each kind, interleaved`);
    for (const kind of KINDS) {
      const t = times[kind];
      console.log(
        `  ${kind.padEnd(8)} p50 ${ms(percentile(t, 50))}  p95 ${ms(percentile(t, 95))}  mean ${ms(mean(t))}`,
      );
    }
    const unknown = times.unknown;
    for (const kind of ['used', 'expired'] as const) {
      const t = times[kind];
      console.log(
        `  ${kind} - unknown: p50 ${signed(percentile(t, 50) - percentile(unknown, 50))}, ` +
          `p95 ${signed(percentile(t, 95) - percentile(unknown, 95))}, ` +
          `mean ${signed(mean(t) - mean(unknown))} (Welch t = ${welchT(t, unknown).toFixed(2)})`,
      );
    }
    console.log('  |t| < 2: no difference the samples can tell apart from noise');
  } finally {
    await app.close();
    await db.close();
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function variance(values: readonly number[]): number {
  const m = mean(values);
  return values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1);
}

function welchT(a: readonly number[], b: readonly number[]): number {
  return (mean(a) - mean(b)) / Math.sqrt(variance(a) / a.length + variance(b) / b.length);
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${ms(value)}`;
}

if (database === 'postgres') {
  await withEmbeddedPostgres((url) => measure(url, ''));
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-invite-timing-'));
  try {
    await measure(undefined, path.join(dir, 'cellar.sqlite'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
