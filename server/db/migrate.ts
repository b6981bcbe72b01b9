import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, DialectName } from './database.js';
import * as initial from './migrations/0001-initial.js';
import * as catalogAndLabels from './migrations/0002-catalog-and-labels.js';
import { bottleHistoryMigration } from './migrations/0003-bottle-history.js';
import { storedSnapshotsMigration } from './migrations/0004-stored-snapshots.js';
import { changeBatchesMigration } from './migrations/0005-change-batches.js';
import { canonicalBarcodesMigration } from './migrations/0008-canonical-barcodes.js';
import { oneVocabularyMigration } from './migrations/0009-one-vocabulary.js';
import { catalogImportsOnlyMigration } from './migrations/0010-catalog-imports-only.js';
import { bottleCountsMigration } from './migrations/0011-bottle-counts.js';
import { manualCountsMigration } from './migrations/0012-manual-counts.js';
import { noStoredSnapshotsMigration } from './migrations/0013-no-stored-snapshots.js';
import { teamMigration } from './migrations/0014-team.js';
import { activityMigration } from './migrations/0015-activity.js';
import { removalReasonsMigration } from './migrations/0016-removal-reasons.js';
import { removedBottleHistoryMigration } from './migrations/0017-removed-bottle-history.js';
import { stocktakesMigration } from './migrations/0018-stocktakes.js';
import { reportsMigration } from './migrations/0019-reports.js';
import { guestMenuLinkMigration } from './migrations/0020-guest-menu-link.js';
import { importsMigration } from './migrations/0021-imports.js';
import { importFileNameMigration } from './migrations/0022-import-file-name.js';
import { formatMovedAtMigration } from './migrations/0023-format-moved-at.js';
import { stocktakeQuantitiesMigration } from './migrations/0024-stocktake-quantities.js';
import { importFileHashMigration } from './migrations/0025-import-file-hash.js';
import { restaurantSetupMigration } from './migrations/0026-restaurant-setup.js';
import { bottleCostsMigration } from './migrations/0027-bottle-costs.js';
import { purchasingMigration } from './migrations/0028-purchasing.js';
import { openBottlesMigration } from './migrations/0029-open-bottles.js';
import { deviceSyncMigration } from './migrations/0030-device-sync.js';
import { costReportMigration } from './migrations/0031-cost-report.js';
import { openLevelsMigration } from './migrations/0033-open-levels.js';
import { syncAnswersMigration } from './migrations/0034-sync-answers.js';
import { salesMigration } from './migrations/0035-sales.js';
import { reportReadsMigration } from './migrations/0036-report-reads.js';
import { salesByItemMigration } from './migrations/0037-sales-by-item.js';
import { depletionUndoMigration } from './migrations/0038-depletion-undo.js';
import { moveCountsByStatementMigration } from './migrations/0040-move-counts-by-statement.js';
import { varianceRemovalReadsMigration } from './migrations/0041-variance-removal-reads.js';
import { salesStagedMigration } from './migrations/0042-sales-staged.js';
import { glassesPouredMigration } from './migrations/0043-glasses-poured.js';
import { returnedKindMigration } from './migrations/0044-returned-kind.js';
import { countTotalsMigration } from './migrations/0045-count-totals.js';
import { formatMovesMigration } from './migrations/0046-format-moves.js';

/** Listed here rather than read from the folder, so the compiled server needs no file scanning. */
function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial': initial,
    '0002-catalog-and-labels': catalogAndLabels,
    '0003-bottle-history': bottleHistoryMigration(dialect),
    '0004-stored-snapshots': storedSnapshotsMigration(dialect),
    '0005-change-batches': changeBatchesMigration(dialect),
    '0008-canonical-barcodes': canonicalBarcodesMigration,
    '0009-one-vocabulary': oneVocabularyMigration,
    '0010-catalog-imports-only': catalogImportsOnlyMigration,
    '0011-bottle-counts': bottleCountsMigration(dialect),
    '0012-manual-counts': manualCountsMigration(dialect),
    '0013-no-stored-snapshots': noStoredSnapshotsMigration(dialect),
    '0014-team': teamMigration,
    '0015-activity': activityMigration(dialect),
    '0016-removal-reasons': removalReasonsMigration,
    '0017-removed-bottle-history': removedBottleHistoryMigration,
    '0018-stocktakes': stocktakesMigration,
    '0019-reports': reportsMigration(dialect),
    '0020-guest-menu-link': guestMenuLinkMigration,
    '0021-imports': importsMigration,
    '0022-import-file-name': importFileNameMigration,
    '0023-format-moved-at': formatMovedAtMigration,
    '0024-stocktake-quantities': stocktakeQuantitiesMigration,
    '0025-import-file-hash': importFileHashMigration,
    '0026-restaurant-setup': restaurantSetupMigration,
    '0027-bottle-costs': bottleCostsMigration,
    '0028-purchasing': purchasingMigration,
    '0029-open-bottles': openBottlesMigration,
    '0030-device-sync': deviceSyncMigration,
    '0031-cost-report': costReportMigration(dialect),
    '0033-open-levels': openLevelsMigration,
    '0034-sync-answers': syncAnswersMigration,
    '0035-sales': salesMigration,
    '0036-report-reads': reportReadsMigration,
    '0037-sales-by-item': salesByItemMigration,
    '0038-depletion-undo': depletionUndoMigration,
    '0040-move-counts-by-statement': moveCountsByStatementMigration(dialect),
    '0041-variance-removal-reads': varianceRemovalReadsMigration,
    '0042-sales-staged': salesStagedMigration,
    '0043-glasses-poured': glassesPouredMigration,
    '0044-returned-kind': returnedKindMigration,
    '0045-count-totals': countTotalsMigration,
    '0046-format-moves': formatMovesMigration(dialect),
  };
}

/**
 * The newest migration this code knows. A model's ETag carries it, so that a browser's copy is
 * not revalidated after a migration may have changed what it summarises.
 */
export const LATEST_MIGRATION = Object.keys(migrationsFor('sqlite')).at(-1) ?? '';

function migratorOf(db: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(db.dialect) };
  return new Migrator({ db: db.kysely, provider });
}

/** Migrates up or down to the named migration (for tests of a migration's rebuild of data). */
export async function migrateTo(db: Db, target: string): Promise<void> {
  const { error } = await migratorOf(db).migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Runs at every start, on both databases; concurrent starts are serialised by Kysely's lock. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
