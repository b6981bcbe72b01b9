import type { Generated } from 'kysely';
import type { PourSize } from '../../domain/open-bottles.js';
import type { PosItemKind, SalesSource } from '../../domain/sales.js';

/**
 * The point-of-sale tables (migration 0035, decision 0054), added to the `Database` of schema.ts
 * by declaration merging: that file is at the lint's length.
 */
declare module './schema.js' {
  interface Database {
    sales_files: SalesFileTable;
    sales_lines: SalesLineTable;
    pos_items: PosItemTable;
    sales_shapes: SalesShapeTable;
    sales_settings: SalesSettingsTable;
  }
}

/** One imported sales file, known again by its bytes' SHA-256 (hex, unique per restaurant). */
interface SalesFileTable {
  restaurant_id: string;
  id: string;
  file_name: string;
  file_hash: string;
  source: SalesSource;
  /** The first and last days (YYYY-MM-DD) the file has sales for. */
  first_day: string;
  last_day: string;
  line_count: number;
  imported_at: string;
  imported_by_user_id: string;
  /** The change batch of the bottles its sales removed, when the restaurant lets sales deplete. */
  change_batch_id: string | null;
  /** When Undo removals put those bottles back (migration 0038); null while they are out. */
  depletion_undone_at: Generated<string | null>;
  /** Glasses its depletion poured from open bottles (migration 0043); Undo gives them back. */
  glasses_poured: Generated<number>;
  /**
   * `pending` while its lines are written in slices, seen by no read; `imported` once the last
   * transaction checked it again (migration 0042, decision 0069).
   */
  state: Generated<'pending' | 'imported'>;
}

/** One line of a sales file: a POS item sold on a day, as many times, for an amount. */
interface SalesLineTable {
  restaurant_id: string;
  file_id: string;
  /** The line's place in its file, from 0. */
  position: number;
  /** The day of the sale (YYYY-MM-DD, the restaurant's day as the POS wrote it). */
  day: string;
  /** The item's name trimmed, spaces collapsed and lower-cased (domain/sales.ts posItemKey). */
  item_key: string;
  /** The item's name as the file wrote it. */
  item: string;
  /** How many were sold (a refund is negative). */
  quantity: number;
  amount_cents: number | null;
  /** The POS's own place name (a bar, a dining room) when the file gives one, else ''. */
  location: Generated<string>;
}

/** What a POS item is, matched once per restaurant and kept for every later file. */
interface PosItemTable {
  restaurant_id: string;
  item_key: string;
  /** The item's name as last seen, for the matching screen. */
  item: string;
  kind: PosItemKind;
  /** The format sold by the bottle or poured by the glass; null for `none`. */
  format_id: string | null;
  /** The glass's size for `glass` (`3oz` or `5oz`); null otherwise. */
  pour: PourSize | null;
  updated_at: string;
  updated_by_user_id: string;
}

/** A hand-made column mapping kept for the next file whose header row is the same. */
interface SalesShapeTable {
  restaurant_id: string;
  /** The header row's cells trimmed, lower-cased and joined (domain/sales.ts salesShapeKey). */
  shape_key: string;
  /** JSON: the column index of each field (`item`, `quantity`, `day`, and optionally `amount`). */
  mapping: string;
  updated_at: string;
}

/** Whether imported bottle sales remove bottles, and from which location (null: any). */
interface SalesSettingsTable {
  restaurant_id: string;
  deplete: Generated<number>;
  location_id: string | null;
  updated_at: string;
}
