import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../embedded-postgres.js';

/** The built server's entry point: `npm run build`'s, or another build (CELLAR_SERVER_MAIN). */
export function builtServerMain(): string {
  const main = process.env.CELLAR_SERVER_MAIN ?? 'dist/server/main.js';
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  return main;
}

/** `node dist/server/main.js` as production runs it, on its own DATA_DIR and port. */
export class ServerChild {
  private readonly output: string[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    child.stdout?.setEncoding('utf8').on('data', (text: string) => this.output.push(text));
  }

  /**
   * On SQLite in `dataDir`, unless `databaseUrl` names a PostgreSQL database; `env` adds or
   * overrides settings.
   */
  static async start(
    main: string,
    dataDir: string,
    databaseUrl?: string,
    env: Record<string, string> = {},
  ): Promise<ServerChild> {
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, [main], {
      env: {
        ...inherited,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOGIN_LIMIT_PER_ADDRESS: '100000',
        SIGNUP_LIMIT_PER_ADDRESS: '100000',
        WRITE_LIMIT_PER_MINUTE: '100000000',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const server = new ServerChild(child, `http://127.0.0.1:${port}`);
    await server.ready();
    return server;
  }

  /** The process started (a cluster's primary, when WEB_CONCURRENCY asks for several). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Everything the server printed so far. */
  get printed(): string {
    return this.output.join('');
  }

  /** The last line the server printed (the first start prints its invite code there). */
  get lastLine(): string {
    return this.output.join('').trim().split('\n').at(-1) ?? '';
  }

  private async ready(): Promise<void> {
    const exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code) => reject(new Error(`the server exited (${code})`))),
    );
    exited.catch(() => {});
    for (let attempt = 0; attempt < 1_500; attempt++) {
      // The "running" line comes after listen(), so the first health check usually answers.
      if (this.output.join('').includes('Cellar is running')) {
        try {
          if ((await Promise.race([fetch(`${this.baseUrl}/api/health`), exited])).ok) return;
        } catch (error) {
          if (this.child.exitCode !== null) throw error;
        }
      }
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 10)), exited]);
    }
    throw new Error('the server did not start within 15 s');
  }

  /** SIGKILL: no shutdown hook, no final checkpoint, as a crash or the OOM killer would. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM: the server's own shutdown (closes its connections), then waits for the exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }

  /**
   * From now on the process may hold at most `count` open files (prlimit on the running
   * process: loading its modules opens hundreds at once, which a limit from the start forbids).
   */
  limitOpenFiles(count: number): void {
    const result = spawnSync('prlimit', [
      '--pid',
      String(this.child.pid),
      `--nofile=${count}:${count}`,
    ]);
    if (result.status !== 0) throw new Error(`prlimit failed: ${String(result.stderr)}`);
  }

  /** The first start of an empty database prints an invite code as its last line. */
  async inviteCode(): Promise<string> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const line = this.lastLine;
      if (/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(line)) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no invite code printed: ${this.output.join('')}`);
  }
}
