#!/usr/bin/env node
// `npm test`: builds the app (the browser tests run the built server), then runs every test:
// unit, the HTTP integration suite on SQLite and on PostgreSQL, and the browser tests.
// Ends with one line "N passed, N failed" summing all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const outDir = path.resolve('.tmp/summary');
fs.mkdirSync(outDir, { recursive: true });
const vitestJson = path.join(outDir, 'vitest.json');
const playwrightJson = path.join(outDir, 'playwright.json');
fs.rmSync(vitestJson, { force: true });
fs.rmSync(playwrightJson, { force: true });

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) {
  console.log('\nbuild failed');
  process.exit(buildStatus);
}

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const playwrightStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // A test file that fails to load has no failed test, only a failed suite: count it too.
  if (!vitest.success && vitest.numFailedTests === 0)
    failed += Math.max(1, vitest.numFailedTestSuites);
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else {
  failed += 1;
}
const playwright = readJson(playwrightJson);
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
} else {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus !== 0 || playwrightStatus !== 0 || failed > 0 ? 1 : 0);
