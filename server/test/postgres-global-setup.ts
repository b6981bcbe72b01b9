import type { TestProject } from 'vitest/node';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres.js';

let postgres: RunningPostgres | undefined;

/** One PostgreSQL server for the whole run; every test file gets its own database on it. */
export async function setup(project: TestProject): Promise<void> {
  postgres = await startEmbeddedPostgres();
  project.provide('postgresAdminUrl', postgres.adminUrl);
}

export async function teardown(): Promise<void> {
  await postgres?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
