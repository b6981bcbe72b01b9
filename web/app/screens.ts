import { activityScreen } from '../features/activity/index.js';
import { addBottleScreen } from '../features/add-bottle/screen.js';
import {
  batchAddScreen,
  batchIntakeScreen,
  batchMoveScreen,
  batchRemoveScreen,
} from '../features/batches/screens.js';
import { bottleFormScreen } from '../features/bottle-form/screen.js';
import { categoriesScreen } from '../features/categories/screen.js';
import { exportScreen } from '../features/exports/screen.js';
import { guestLinkScreen } from '../features/guest-link/index.js';
import { importScreen } from '../features/imports/screen.js';
import { labelsScreen } from '../features/labels/screen.js';
import { glassScreen } from '../features/listings/index.js';
import { locationsScreen } from '../features/locations/screen.js';
import { manualBatchScreen } from '../features/manual-batch/screen.js';
import { manualEntriesScreen } from '../features/manual-entries/index.js';
import { profilesScreen } from '../features/profiles/index.js';
import { purchaseOrdersScreen, receiveDeliveryScreen } from '../features/purchase-orders/index.js';
import { reportsScreen } from '../features/reports/index.js';
import { restaurantSettingsScreen } from '../features/restaurant-settings/index.js';
import { salesScreen } from '../features/sales/index.js';
import { scanScreen } from '../features/scan/index.js';
import { stocktakesScreen } from '../features/stocktakes/index.js';
import { teamScreen } from '../features/team/index.js';
import { unassignedScreen } from '../features/unassigned/index.js';
import type { AnyScreen, ScreenKind } from '../lib/screen.js';

// A feature's descriptor comes through its index.ts, or straight from its screen file where the
// index also names components other features use: /admin's chunk is all it reaches statically
// (vite.config.ts), and those components are not for its first screen.

/**
 * Every screen the dashboard opens (docs/product.md §2). The header shows their actions in this
 * order within each place; a screen with an address opens at it (web/features/admin).
 */
export const screens = [
  scanScreen,
  addBottleScreen,
  stocktakesScreen,
  reportsScreen,
  batchIntakeScreen,
  receiveDeliveryScreen,
  batchMoveScreen,
  batchRemoveScreen,
  manualBatchScreen,
  profilesScreen,
  locationsScreen,
  categoriesScreen,
  glassScreen,
  guestLinkScreen,
  importScreen,
  exportScreen,
  teamScreen,
  purchaseOrdersScreen,
  salesScreen,
  activityScreen,
  restaurantSettingsScreen,
  manualEntriesScreen,
  unassignedScreen,
  bottleFormScreen,
  batchAddScreen,
  labelsScreen,
] as const satisfies readonly AnyScreen[];

// A kind some feature declares without its descriptor in the list is a compile error here.
type Unlisted = Exclude<ScreenKind, (typeof screens)[number]['kind']>;
const everyKindListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyKindListed;
