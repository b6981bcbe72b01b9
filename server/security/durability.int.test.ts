import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { runCrashCycles } from '../test/durability/crash-cycles.js';
import { testDatabase } from '../test/test-server.js';

// The built server (npm test builds it first; CELLAR_SERVER_MAIN picks another build), killed with
// SIGKILL during batch writes. The 200-cycle version: `npx tsx bench/durability.ts`.
describe.runIf(testDatabase() === 'sqlite')('SQLite after SIGKILL during batch writes', () => {
  it('opens its file in WAL mode with synchronous = FULL (docs/decisions/0003)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-pragmas-'));
    const db = openDatabase({ sqliteFile: path.join(dir, 'cellar.sqlite') });
    try {
      expect(db.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.sqlite?.pragma('synchronous', { simple: true })).toBe(2); // FULL
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every acknowledged batch, applies none by half, passes its integrity check', {
    timeout: 120_000,
  }, async () => {
    const report = await runCrashCycles({ cycles: 10, seed: 11 });
    expect(report.violations).toEqual([]);
    expect(report.cycles).toBe(10);
    expect(report.integrityChecks).toBe(10);
    expect(report.acknowledged).toBeGreaterThan(0);
  });
});
