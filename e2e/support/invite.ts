import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir, e2eServerDir } from './env.js';

const run = promisify(execFile);
/**
 * The CLI takes a second or two, more on a loaded machine. Past this it is stopped and the test
 * fails saying so, where a hung process left only the test's own timeout, with no step named.
 */
const CLI_TIMEOUT_MS = 30_000;

/** A fresh single-use invite code, from the same CLI an operator uses, on the test server's data. */
export async function createInviteCode(): Promise<string> {
  const { stdout } = await run('node', [`${e2eServerDir()}/cli/invite.js`], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), LOG_LEVEL: 'warn' },
    timeout: CLI_TIMEOUT_MS,
  });
  const code = stdout.trim().split('\n').at(-1)?.trim();
  if (!code) throw new Error(`invite CLI printed no code: ${stdout}`);
  return code;
}
