import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir, e2eServerDir } from './env.js';

const run = promisify(execFile);

/** A fresh single-use invite code, from the same CLI an operator uses, on the test server's data. */
export async function createInviteCode(): Promise<string> {
  const { stdout } = await run('node', [`${e2eServerDir()}/cli/invite.js`], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), LOG_LEVEL: 'warn' },
  });
  const code = stdout.trim().split('\n').at(-1)?.trim();
  if (!code) throw new Error(`invite CLI printed no code: ${stdout}`);
  return code;
}
