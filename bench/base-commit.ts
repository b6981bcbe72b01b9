/**
 * BENCH_BASE=<commit>: a bench run against another commit, interleaved with this checkout's, so
 * that a regression shows as a ratio measured on the same machine at the same time. The commit is
 * checked out in .tmp/bench-base/<commit> (a detached worktree with its own dependencies, installed
 * from its lockfile: another commit may use other packages) and its server built there; then its own copy of the bench and this one run in
 * turn, ROUNDS times each, and every figure line is printed side by side with the ratio.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROUNDS = 2;
/** A figure line: `label: p50 12.3 ms, p95 45.6 ms…` (the benches print them so). */
const FIGURE = /^(\s*)([^:]+): p50 ([\d.]+) ms, p95 ([\d.]+) ms/;

function prepare(commit: string): string {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  const dir = path.resolve('.tmp/bench-base', sha.slice(0, 12));
  if (!fs.existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { stdio: 'inherit' });
  }
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  if (!fs.existsSync(path.join(dir, 'dist/server/main.js'))) {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: dir, stdio: 'inherit' });
  }
  return dir;
}

function run(cwd: string, script: string, args: readonly string[]): string[] {
  const result = spawnSync('npx', ['tsx', script, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, BENCH_BASE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${script} in ${cwd} exited ${result.status}`);
  return result.stdout.split('\n');
}

/** Runs `script` (relative to the checkout) here and at BENCH_BASE, interleaved, and compares. */
export function compareWithBase(commit: string, script: string, args: readonly string[]): void {
  const base = prepare(commit);
  const runs: Array<{ name: string; lines: string[] }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    runs.push({ name: `base ${commit} (${round})`, lines: run(base, script, args) });
    runs.push({ name: `this checkout (${round})`, lines: run(process.cwd(), script, args) });
  }
  for (const { name, lines } of runs) {
    console.log(`— ${name}`);
    for (const line of lines) if (line.trim()) console.log(line);
  }
  console.log(`— p95 of this checkout against ${commit}, round by round`);
  // Each figure named with the heading above it (a bench prints several `server:` lines). A
  // heading is a line that is not itself `label: value` (such as the warm-up's "the 5 first: …").
  const figures = (lines: string[]) => {
    let heading = '';
    return lines.flatMap((line) => {
      const match = FIGURE.exec(line);
      if (!match) {
        if (line.trim() && !line.includes(': ')) heading = line.trim();
        return [];
      }
      // A figure of the bench as a whole (not indented) belongs to no heading.
      const name = match[2]?.trim() ?? '';
      return [{ label: match[1] ? `${heading} — ${name}` : name, p95: Number(match[4]) }];
    });
  };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`  round ${round + 1}`);
    const before = figures(runs[round * 2]?.lines ?? []);
    const after = figures(runs[round * 2 + 1]?.lines ?? []);
    for (const [index, figure] of after.entries()) {
      const old = before[index];
      if (!old) continue;
      console.log(
        `    ${figure.label}: ${old.p95} → ${figure.p95} ms (× ${(figure.p95 / old.p95).toFixed(2)})`,
      );
    }
  }
}
