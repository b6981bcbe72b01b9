import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './bench-server.js';

/**
 * How long this machine's disk takes to make 8 kB durable (write + fdatasync), p50 and p95 of
 * `times` tries. Every PostgreSQL commit waits for one such flush of its write-ahead log, so a
 * write's server time cannot be shorter; the figure makes a day's bench readable beside another's.
 */
export function diskSyncLatency(times = 200): { p50: number; p95: number } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'disk-sync-')), 'probe');
  const fd = fs.openSync(file, 'w');
  const page = Buffer.alloc(8192, 1);
  const durations: number[] = [];
  try {
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      fs.writeSync(fd, page, 0, page.length, 0);
      fs.fdatasyncSync(fd);
      durations.push(performance.now() - started);
    }
  } finally {
    fs.closeSync(fd);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}
