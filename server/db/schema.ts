import type { Generated } from 'kysely';
import type { Role } from '../../domain/permissions.js';
import type { RemovalReason } from '../../domain/removal-reasons.js';
import type {
  StocktakeExpectedTable,
  StocktakePlaceTable,
  StocktakeQuantityTable,
  StocktakeScanTable,
  StocktakeTable,
} from './schema-stocktakes.js';

/**
 * Table types. Both databases store timestamps as ISO-8601 text and booleans as 0/1 integers,
 * so rows read the same on SQLite and PostgreSQL (see docs/decisions/0002-portable-types.md).
 * Money is whole cents.
 */
export interface Database {
  restaurants: RestaurantTable;
  users: UserTable;
  sessions: SessionTable;
  invite_codes: InviteCodeTable;
  team_invites: TeamInviteTable;
  colors: ColorTable;
  locations: LocationTable;
  bins: BinTable;
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  glass_listings: GlassListingTable;
  products: ProductTable;
  formats: FormatTable;
  format_moves: FormatMoveTable;
  bottles: BottleTable;
  bottle_counts: BottleCountTable;
  bottle_counts_paused: BottleCountsPausedTable;
  removed_bottles: RemovedBottleTable;
  stocktakes: StocktakeTable;
  stocktake_expected: StocktakeExpectedTable;
  stocktake_places: StocktakePlaceTable;
  stocktake_scans: StocktakeScanTable;
  stocktake_quantities: StocktakeQuantityTable;
  change_batches: ChangeBatchTable;
  catalog_products: CatalogProductTable;
  qr_labels: QrLabelTable;
  imports: ImportTable;
  guest_menu_links: GuestMenuLinkTable;
  deliveries: DeliveryTable;
}

export interface RestaurantTable {
  id: string;
  name: string;
  /** Bumped once per write transaction; the live feed's sequence number. */
  revision: Generated<number>;
  created_at: string;
  /**
   * ISO 4217 code of all its money, in every language (domain/money.ts); set at sign-up, null
   * only for a row written by hand (read as DEFAULT_CURRENCY; migration 0026 set the old ones).
   */
  currency: Generated<string | null>;
  /** The pour cost, in percent, the By the glass report flags above (migration 0019). */
  pour_cost_target: Generated<number>;
  /** When an owner or manager dismissed the first-run checklist (migration 0026). */
  setup_dismissed_at: Generated<string | null>;
  /**
   * The rise of a delivery's unit cost, in percent, the cost history flags above (migration 0027;
   * one decimal allowed since 0031, a double precision on PostgreSQL).
   */
  cost_rise_percent: Generated<number>;
}

export interface UserTable {
  id: string;
  restaurant_id: string;
  email: string;
  display_name: string;
  password_hash: string;
  /** domain/permissions.ts's Role (migration 0014). */
  role: Role;
  /** Set when the user was disabled (`npm run user:disable`) or removed from the team. */
  disabled_at: string | null;
  created_at: string;
}

/** A single-use link to join one restaurant with one role. */
export interface TeamInviteTable {
  /** What the Team manager names it by (to revoke it); not the secret. */
  id: string;
  restaurant_id: string;
  /** sha256 of the code in the link. */
  code_hash: string;
  role: Role;
  created_by_user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by_user_id: string | null;
  revoked_at: string | null;
}

export interface SessionTable {
  /** sha256 of the token: a stolen database does not hold usable sessions. */
  id: string;
  user_id: string;
  restaurant_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface InviteCodeTable {
  /** sha256 of the code. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by_user_id: string | null;
}

export interface ColorTable {
  restaurant_id: string;
  id: string;
  name: string;
  position: number;
}

export interface LocationTable {
  restaurant_id: string;
  id: string;
  name: string;
}

export interface BinTable {
  restaurant_id: string;
  location_id: string;
  name: string;
}

export interface CategoryTable {
  restaurant_id: string;
  key: string;
  name_en: string;
  name_fr: string;
  position: number;
}

export interface SubcategoryTable {
  restaurant_id: string;
  category_key: string;
  key: string;
  name_en: string;
  name_fr: string;
}

export interface GlassListingTable {
  restaurant_id: string;
  id: string;
  format_id: string;
  price3oz_cents: number | null;
  price5oz_cents: number | null;
}

export interface ProductTable {
  restaurant_id: string;
  id: string;
  name: string;
  producer: string;
  country: string;
  region: string;
  subregion: string;
  appellation: string;
  classification: string;
  regulated_designation: string;
  style: string;
  color: string;
  supplier: string;
  main_category: string;
  sub_category: string;
  /** JSON array of { name, pct }. */
  varieties: string;
  /** JSON array of { name, pct }. */
  grains: string;
  alcohol_percentage: number | null;
  barcode: string | null;
  is_private_import: number;
  show_on_menu: number;
  default_format_id: string | null;
  /** Normalised general information; unique per restaurant. */
  identity_key: string;
  created_at: string;
  updated_at: string;
}

export interface FormatTable {
  restaurant_id: string;
  id: string;
  product_id: string;
  vintage: string;
  /** Trimmed, lower-cased vintage; (product, vintage_key, bottle_size) is unique. */
  vintage_key: string;
  bottle_size: number;
  cost_cents: number | null;
  price_cents: number | null;
  tasting_notes: string;
  is_private_import: number;
  show_on_menu: number;
  created_at: string;
  updated_at: string;
  /** The bottles to keep on hand; null: none set (migration 0019, the Reorder sheet). */
  par_level: Generated<number | null>;
}

/** When a format's bottles were last added, moved or removed (migration 0046, kept by the Writer). */
export interface FormatMoveTable {
  restaurant_id: string;
  format_id: string;
  moved_at: string;
}

export interface BottleTable {
  restaurant_id: string;
  /** The QR id, or MAN… for a manual entry. Unique per restaurant by primary key. */
  id: string;
  format_id: string;
  location_id: string | null;
  bin: string;
  notes: string;
  added_at: string;
  /**
   * The batches of the change log that touched this bottle, under this id or the ids it had
   * before: their `history_id`s, space-separated, oldest first. The drawer's history reads those
   * batches by key, where an index of the change log by bottle would take a random insert per
   * bottle per change (decision 0003).
   */
  history: Generated<string>;
  /** What it cost when it arrived (migration 0027): its delivery's unit cost, else its format's. */
  cost_cents: Generated<number | null>;
  /** The delivery it came in; null when it came in none (added by hand, imported). */
  delivery_id: Generated<string | null>;
}

/**
 * How many bottles a format has in a location and bin, kept by triggers on `bottles` (migration
 * 0011, decision 0013).
 */
export interface BottleCountTable {
  restaurant_id: string;
  format_id: string;
  /** '' for unassigned bottles. */
  location_id: string;
  bin: string;
  bottles: number;
  /** How many of them are manual entries (an id starting with M; migration 0012). */
  manual: Generated<number>;
  /** 1 on the rows the running write changed, until the Writer reports them (live/bottle-counts.ts). */
  touched: Generated<number>;
}

/**
 * A row only inside a move's transaction whose statement keeps bottle_counts itself: SQLite's
 * per-row move trigger stands aside meanwhile (migration 0040, inventory/move-counts.ts).
 */
export interface BottleCountsPausedTable {
  paused: number;
}

/** A bottle that left the cellar, and why (migration 0016); the last removal of its id. */
export interface RemovedBottleTable {
  restaurant_id: string;
  id: string;
  format_id: string;
  location_id: string | null;
  bin: string;
  reason: RemovalReason;
  /** The bottle's own cost (before migration 0027: its format's cost when it was removed). */
  cost_cents: number | null;
  /** The delivery it came in (migration 0027). */
  delivery_id: Generated<string | null>;
  removed_at: string;
  removed_by_user_id: string | null;
  /** The change-log batch that removed it (change_batches.history_id). */
  history_id: number;
  /** The bottle's `history` list when it left, ending with `history_id` (migration 0017). */
  history: Generated<string>;
  /** When the bottle had been added (migration 0019); null if its history did not say. */
  added_at: Generated<string | null>;
}

/** One row per write transaction: one revision of the restaurant (decision 0005). */
export interface ChangeBatchTable {
  restaurant_id: string;
  revision: number;
  actor_user_id: string | null;
  at: string;
  /**
   * What bottles' history lists name this batch by: its revision on SQLite; on PostgreSQL a
   * number from the sequence change_history_ids, taken before the revision is (decision 0005).
   */
  history_id: number;
  /** JSON array of the batch's changes in order: { entity, id, op, action, data } (domain Change). */
  changes: string;
  /** domain/activity-kinds.ts's ActivityKind of the batch (migration 0015). */
  kind: Generated<string>;
  /** JSON of the rest of its BatchSummary (count, place, wine...); null only before 0015 filled it. */
  summary: string | null;
}

/** Shared by all restaurants: barcode -> product identity only, from imported data only. */
export interface CatalogProductTable {
  barcode: string;
  name: string;
  producer: string;
  country: string;
  region: string;
  appellation: string;
  main_category: string;
  /** JSON array of { name, pct }. */
  varieties: string;
  /** import | openfoodfacts (restaurant, before 0010, when profiles were shared) */
  source: string;
  updated_at: string;
}

/** A bottle id printed on a label sheet, reserved so no other sheet repeats it. */
export interface QrLabelTable {
  restaurant_id: string;
  id: string;
  created_at: string;
}

/** A cellar import and what it created, for Undo (migration 0021). */
export interface ImportTable {
  restaurant_id: string;
  id: string;
  created_at: string;
  created_by_user_id: string;
  history_id: number;
  bottle_count: number;
  /** JSON: the ids of what it created. */
  created: string;
  undone_at: string | null;
  /** The name of the file imported, as the browser gave it ('' before migration 0022). */
  file_name: Generated<string>;
  /** SHA-256 of the file's bytes, hex (migration 0024); null for imports made before it. */
  file_hash: Generated<string | null>;
}

/** The guest menu's public link and its options (migration 0020, decision 0018). */
export interface GuestMenuLinkTable {
  restaurant_id: string;
  /** The token of /m/<token>, for the managers' link and QR code; null while unpublished. */
  token: string | null;
  /** SHA-256 of the token (base64url): what a guest's request is looked up by. */
  token_hash: string | null;
  hide_prices: number;
  show_last_bottle: number;
  welcome_en: string;
  welcome_fr: string;
  updated_at: string;
}

/** Bottles received together (migration 0027): with an order or without, at their unit costs. */
export interface DeliveryTable {
  restaurant_id: string;
  id: string;
  supplier: Generated<string>;
  purchase_order_id: Generated<string | null>;
  invoice_number: Generated<string>;
  invoice_total_cents: Generated<number | null>;
  received_at: string;
  /** The member (user id) who received it. */
  received_by: Generated<string | null>;
}
