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
