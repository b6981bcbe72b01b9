// Crash durability on SQLite: `npm run build`, then `npx tsx bench/durability.ts [--cycles 200]`.
// Starts the built server (dist/server/main.js, or --main FILE / CELLAR_SERVER_MAIN), drives batch
// intakes, moves and removes from 4 writers, kills the server with SIGKILL at a random moment,
// checks the file it left (PRAGMA integrity_check, every acknowledged batch there, no batch half
// applied), restarts it, and so on. Prints cycles, acknowledged batches and violations (must be 0).
import { parseArgs } from 'node:util';
import { runCrashCycles } from '../server/test/durability/crash-cycles.js';
import { seedFromText } from './random.js';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '200' },
    lanes: { type: 'string', default: '4' },
    seed: { type: 'string', default: '3' },
    main: { type: 'string' },
  },
});

const report = await runCrashCycles({
  cycles: Number(values.cycles),
  lanes: Number(values.lanes),
  seed: seedFromText(values.seed),
  ...(values.main ? { main: values.main } : {}),
  log: (line) => console.log(line),
});

const seconds = report.durationMs / 1000;
console.log(`
durability (SQLite, WAL, synchronous=FULL), SIGKILL at random moments
  cycles                   ${report.cycles}
  batches acknowledged     ${report.acknowledged} (${report.acknowledgedBottles} bottles)
  in flight at the kill    ${report.inFlightApplied} applied whole, ${report.inFlightNotApplied} not applied
  integrity checks ok      ${report.integrityChecks - report.violations.filter((v) => v.includes('integrity')).length}/${report.integrityChecks}
  violations               ${report.violations.length}
  time                     ${seconds.toFixed(1)} s (${(report.durationMs / Math.max(1, report.cycles)) | 0} ms per cycle)`);
for (const violation of report.violations.slice(0, 20)) console.log(`  ! ${violation}`);
process.exit(report.violations.length === 0 ? 0 : 1);
