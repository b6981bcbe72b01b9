import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServerMain } from '../test/durability/server-child.js';
import { testDatabase } from '../test/test-server.js';

// A data folder the server cannot use made it exit with SQLite's "unable to
// open database file", naming neither the file nor what to do.
describe.runIf(testDatabase() === 'sqlite')('a data folder the server cannot use', () => {
  it('stops with one line naming the file and DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cellar-unusable-'));
    try {
      // Where the database file should be, a folder: SQLite cannot open it, even as root.
      fs.mkdirSync(path.join(dataDir, 'cellar.sqlite'));
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const run = spawnSync(process.execPath, [builtServerMain()], {
        env: { ...inherited, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(path.join(dataDir, 'cellar.sqlite'));
      expect(run.stderr).toContain('DATA_DIR');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
