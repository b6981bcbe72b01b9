import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerMain, ServerChild } from '../../test/durability/server-child.js';
import { testDatabase } from '../../test/test-server.js';

// On 0.0.0.0 Fastify logs "Server listening" once per address, and the second
// line came after the invite code the README says is the last line.
describe.runIf(testDatabase() === 'sqlite')('the first start of an empty database', () => {
  let server: ServerChild;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-first-invite-'));
    // As `npm start` runs it: every address, Fastify's own info lines.
    server = await ServerChild.start(builtServerMain(), dataDir, undefined, {
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the invite code after every "Server listening" line', async () => {
    // At level info the test's own health checks are logged after it: the order is what counts.
    const code = /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/m;
    await expect.poll(() => code.test(server.printed)).toBe(true);
    // Whatever was still queued has had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = server.printed.split('\n');
    const listening = lines.findLastIndex((line) => line.includes('Server listening'));
    expect(listening).toBeGreaterThanOrEqual(0);
    expect(lines.findIndex((line) => code.test(line))).toBeGreaterThan(listening);
  });
});
