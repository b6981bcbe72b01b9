import type { Reason } from '../../../domain/reasons.js';
import { AppError } from '../../http/app-error.js';

/**
 * The restaurants this process is importing into. A second import of one of them is refused
 * while the first runs (its file is checked against the inventory the first is changing), and so
 * is a preview, which would show the inventory as it is about to stop being. Other processes'
 * imports are not seen here: the import's own check that the inventory is as it was planned
 * against (import-service.ts) keeps two of them from both writing one file. `refusal` names
 * the kind of import the person waits for (the cellar's, or a sales file).
 */
export class OneImportAtATime {
  private readonly running = new Set<string>();

  constructor(private readonly refusal: Reason = 'import-running') {}

  refuseWhileRunning(restaurantId: string): void {
    if (this.running.has(restaurantId)) throw new AppError(this.refusal);
  }

  async run<T>(restaurantId: string, work: () => Promise<T>): Promise<T> {
    this.refuseWhileRunning(restaurantId);
    this.running.add(restaurantId);
    try {
      return await work();
    } finally {
      this.running.delete(restaurantId);
    }
  }
}
