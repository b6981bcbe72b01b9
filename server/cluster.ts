import cluster, { type Worker } from 'node:cluster';
import type { Env } from './env.js';
import { keepSharedLimiters } from './http/shared-limiter.js';

/** A process that dies sooner than this after it started is failing to start, not crashing. */
const EARLY_EXIT_MS = 10_000;
/** Early exits in a row after which the primary gives up instead of forking forever. */
const EARLY_EXITS_ALLOWED = 3;

/** How many server processes to run: WEB_CONCURRENCY on PostgreSQL, one on SQLite. */
export function serverProcesses(env: Pick<Env, 'WEB_CONCURRENCY' | 'DATABASE_URL'>): number {
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    console.warn(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} is ignored: the SQLite file is served by one process (set DATABASE_URL to run several on PostgreSQL).`,
    );
    return 1;
  }
  return env.WEB_CONCURRENCY;
}

/**
 * The primary of several server processes sharing one port (Node's cluster: the primary accepts
 * and hands each connection to a worker in turn). It forks them, replaces one that dies, and on
 * SIGTERM or SIGINT asks each to finish its requests and waits for them. Returns once all are
 * listening, with the function that stops them.
 */
export async function runPrimary(processes: number): Promise<void> {
  keepSharedLimiters();
  let stopping = false;
  let earlyExits = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const since = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    earlyExits = since < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= EARLY_EXITS_ALLOWED) {
      console.error(`Server processes keep exiting at start (last: ${signal ?? code}); stopping.`);
      stopping = true;
      for (const other of started.keys()) other.process.kill('SIGTERM');
      if (started.size === 0) process.exit(1);
      return;
    }
    console.error(
      `Server process ${worker.process.pid} exited (${signal ?? code}); starting another.`,
    );
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping ${started.size} server processes`);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    if (started.size === 0) process.exit(0);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const listening = new Promise<void>((resolve) => {
    let count = 0;
    cluster.on('listening', () => {
      count += 1;
      if (count === processes) resolve();
    });
  });
  for (let n = 0; n < processes; n++) fork();
  await listening;
}
