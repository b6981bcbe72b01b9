/**
 * npm run bench:stocktake-probe [-- --phones 4 --scans 4000]   (after `npm run build:server`)
 *
 * Where a PostgreSQL scan's time goes, in a shorter run than bench:stocktake: the bench
 * restaurant, one count of the whole cellar, `--phones` sessions scanning `--scans` placed bottles
 * where they are recorded, all at once. Printed: the scan's server time (Server-Timing) p50 / p95,
 * and the CPU each scan cost the server process, PostgreSQL's processes and this client, read
 * from /proc (so two builds can be compared on a busy machine, where times mostly say how busy
 * it is). With `BENCH_POSTGRES_FLAGS="-c shared_preload_libraries=pg_stat_statements -c
 * pg_stat_statements.track_planning=on"` also each statement's calls, plans and mean planning and
 * execution times, and what PostgreSQL's busy connections were waiting on, sampled.
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { Bottle } from '../domain/inventory.js';
import { logIn, ms, percentile, withServerProcess } from './bench-server.js';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const PHONES = argument('phones', 4);
const SCANS = argument('scans', 4000);

/** A process's CPU time so far, in ms (utime + stime, 10 ms ticks). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // ended meanwhile
  }
}

function parentOf(pid: number): number {
  return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
}

/** The CPU of the postmaster's children (the connections' backends, the WAL writer…). */
function postgresCpuMs(postmaster: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (parentOf(pid) === postmaster) total += cpuMs(pid);
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

await withServerProcess('postgres', async (server) => {
  const { baseUrl } = server;
  const json = { 'content-type': 'application/json' };
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const statements =
    (await admin.query(`select from pg_available_extensions where name = 'pg_stat_statements'`))
      .rowCount === 1 && process.env.BENCH_POSTGRES_FLAGS?.includes('pg_stat_statements');
  if (statements) await admin.query('create extension if not exists pg_stat_statements');
  const bottles: Bottle[] = [];
  let after: string | null = null;
  do {
    const query = `list=all&limit=500${after ? `&after=${encodeURIComponent(after)}` : ''}`;
    const response = await fetch(`${baseUrl}/api/bottles?${query}`, {
      headers: { cookie: server.cookie },
    });
    const page = (await response.json()) as { bottles: Bottle[]; next: string | null };
    bottles.push(...page.bottles.filter((bottle) => bottle.locationId !== null));
    after = page.next;
  } while (after && bottles.length < SCANS);
  const scans = bottles.slice(0, SCANS);
  const started = await fetch(`${baseUrl}/api/stocktakes`, {
    method: 'POST',
    headers: { cookie: server.cookie, ...json },
    body: JSON.stringify({ places: [] }),
  });
  const { id } = (await started.json()) as { id: string };
  const cookies = await Promise.all(
    Array.from({ length: PHONES }, () => logIn(baseUrl, server.seeded)),
  );
  if (statements) await admin.query('select pg_stat_statements_reset()');
  const waits = new Map<string, number>();
  let sampling = statements;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await admin.query<{ wait: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      for (const { wait } of rows) waits.set(wait, (waits.get(wait) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const backend = Number((await admin.query('select pg_backend_pid() as pid')).rows[0]?.pid);
  const postmaster = parentOf(backend);
  const before = {
    server: cpuMs(server.pid ?? 0),
    postgres: postgresCpuMs(postmaster),
    client: process.cpuUsage(),
    load: os.loadavg()[0] ?? 0,
  };
  const serverTimes: number[] = [];
  const startedAt = performance.now();
  await Promise.all(
    cookies.map(async (cookie, phone) => {
      for (let index = phone; index < scans.length; index += PHONES) {
        const bottle = scans[index] as Bottle;
        const response = await fetch(`${baseUrl}/api/stocktakes/${id}/scans`, {
          method: 'POST',
          headers: { cookie, ...json },
          body: JSON.stringify({ code: bottle.id, locationId: bottle.locationId, bin: bottle.bin }),
        });
        if (!response.ok) throw new Error(`scan: ${response.status} ${await response.text()}`);
        await response.text();
        const header = response.headers.get('server-timing') ?? '';
        serverTimes.push(Number(/dur=([\d.]+)/.exec(header)?.[1]));
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const client = process.cpuUsage(before.client);
  const perScan = (cpu: number) => (cpu / scans.length).toFixed(2);
  sampling = false;
  await sampler;
  console.log(
    `${PHONES} phones, ${scans.length} scans in ${seconds.toFixed(1)} s, load average (1 min) ${before.load.toFixed(1)} before, ${(os.loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  console.log(
    `  scan acknowledged, server time: p50 ${ms(percentile(serverTimes, 50))}, p95 ${ms(percentile(serverTimes, 95))}  (budget p95 10 ms)`,
  );
  console.log(
    `  CPU per scan: server ${perScan(cpuMs(server.pid ?? 0) - before.server)} ms, PostgreSQL ${perScan(postgresCpuMs(postmaster) - before.postgres)} ms, this client ${perScan((client.user + client.system) / 1000)} ms`,
  );
  if (statements) {
    const samples = [...waits.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `  busy connections were (share of samples): ${[...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([wait, n]) => `${wait} ${((100 * n) / samples).toFixed(0)} %`)
        .join(', ')}`,
    );
    const { rows } = await admin.query<Record<string, string>>(
      `select calls, plans, round(mean_plan_time::numeric, 3) as plan_ms,
         round(mean_exec_time::numeric, 3) as exec_ms,
         left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as statement
       from pg_stat_statements where calls >= ${scans.length / 2} and query not like '%pg_stat_activity%'
       order by calls * (mean_plan_time + mean_exec_time) desc limit 5`,
    );
    for (const row of rows) {
      console.log(
        `  ${row.calls} calls, ${row.plans} plans, planning ${row.plan_ms} ms, running ${row.exec_ms} ms: ${row.statement}`,
      );
    }
  }
  await admin.end();
});
