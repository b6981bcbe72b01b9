import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerMain, ServerChild } from './test/durability/server-child.js';
import { SseClient } from './test/sse-client.js';
import { TestClient } from './test/test-client.js';
import { openTestDatabase, testDatabase } from './test/test-server.js';

/** The server processes a primary runs (its children). */
function workers(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting: ${what}`);
}

describe.runIf(testDatabase() === 'postgres')('several server processes on one port', () => {
  let server: ServerChild;
  let dataDir: string;
  let owner: TestClient;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-cluster-'));
    const postgres = await openTestDatabase();
    await postgres.dispose();
    server = await ServerChild.start(builtServerMain(), dataDir, postgres.url, {
      WEB_CONCURRENCY: '2',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
    });
    owner = new TestClient(server.baseUrl);
    const signup = await owner.post('/api/auth/signup', {
      displayName: 'Cluster Owner',
      restaurantName: 'Two Processes',
      email: 'cluster@example.com',
      password: 'cluster-test-password',
      inviteCode: await server.inviteCode(),
    });
    expect(signup.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says how many it runs, and runs them', () => {
    expect(server.printed).toContain('2 processes');
    expect(workers(server.pid ?? 0)).toHaveLength(2);
  });

  it('sends a change made through one process to the tabs every process holds', async () => {
    // Each stream is a connection of its own, handed to the processes in turn.
    const { revision } = (await owner.get('/api/snapshot')).body as { revision: number };
    const tabs = await Promise.all(
      Array.from({ length: 6 }, () => SseClient.open(owner, `?since=${revision}`)),
    );
    try {
      for (const tab of tabs) expect(tab.status).toBe(200);
      const added = await owner.post('/api/locations', { name: 'Cave' }, { connection: 'close' });
      expect(added.status).toBe(201);
      for (const tab of tabs) {
        await tab.until((events) => JSON.stringify(events).includes('"Cave"'), 10_000);
      }
    } finally {
      for (const tab of tabs) tab.close();
    }
  });

  it('counts failed logins together: a guesser spread over the processes is stopped at the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      // A new connection each time: the primary hands them to the processes in turn.
      const guess = await new TestClient(server.baseUrl).post(
        '/api/auth/login',
        { email: 'cluster@example.com', password: `wrong-${attempt}` },
        { connection: 'close' },
      );
      statuses.push(guess.status);
    }
    // Three failures allowed (LOGIN_LIMIT_PER_ACCOUNT), however the attempts were shared out.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  it('replaces a process that dies, and keeps answering', async () => {
    const primary = server.pid ?? 0;
    const [victim] = workers(primary);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    await until(() => {
      const now = workers(primary);
      return now.length === 2 && !now.includes(victim ?? 0);
    }, 'a new process in place of the killed one');
    for (let request = 0; request < 4; request++) {
      const health = await new TestClient(server.baseUrl).get('/api/health', {
        connection: 'close',
      });
      expect(health.status).toBe(200);
    }
  });
});

describe.runIf(testDatabase() === 'sqlite')('WEB_CONCURRENCY on SQLite', () => {
  it('is ignored: the file is served by one process, which holds its one write lock', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-cluster-'));
    const server = await ServerChild.start(builtServerMain(), dataDir, undefined, {
      WEB_CONCURRENCY: '2',
    });
    try {
      expect(server.printed).not.toContain('processes');
      expect(workers(server.pid ?? 0)).toEqual([]);
      expect((await new TestClient(server.baseUrl).get('/api/health')).status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
