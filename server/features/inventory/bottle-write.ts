import type { DialectName } from '../../db/database.js';
import type { RecordChange, Tx } from '../../db/writer.js';

/**
 * The caller's write, in which a bottle command runs: the Writer's transaction and what the Writer
 * hands its work. A batch, a count's Apply, an import or a QR change thus adds, moves and removes
 * bottles inside its own one transaction and one change batch.
 */
export interface BottleWrite {
  tx: Tx;
  dialect: DialectName;
  record: RecordChange;
  historyId: () => Promise<number>;
}
