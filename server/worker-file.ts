import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker of the file `name` beside the module at `from` (its `import.meta.url`). The built
 * server (dist/, JavaScript) starts the compiled file; under tsx or vitest (`from` is TypeScript)
 * the worker registers tsx first, as Node 20 cannot load TypeScript itself, nor does a worker's
 * `--import tsx/esm` register it there.
 */
export function startWorkerFile(from: string, name: string, options: WorkerOptions = {}): Worker {
  const typescript = from.endsWith('.ts');
  const entry = new URL(typescript ? `./${name}.ts` : `./${name}.js`, from);
  if (!typescript) return new Worker(entry, options);
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}

type Pending<Answer> = { resolve(answer: Answer): void; reject(error: Error): void };

/**
 * A lasting worker of the file `name` beside `from`, asked requests that it answers one each, by
 * their id. It starts at the first request (or `start`) and does not hold a server with nothing
 * else to do open. If it dies, what it was asked fails and the next request starts another.
 */
export class AskedWorker<Request extends { id: number }, Answer extends { id: number }> {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending<Answer>>();
  private nextId = 1;

  constructor(
    private readonly from: string,
    private readonly name: string,
    private readonly workerData: unknown,
  ) {}

  ask(request: Omit<Request, 'id'>): Promise<Answer> {
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.start().postMessage({ ...request, id });
    });
  }

  start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorkerFile(this.from, this.name, { workerData: this.workerData });
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      pending?.resolve(answer);
    });
    const failed = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', failed);
    worker.on('exit', (code) => failed(new Error(`${this.name} stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}
