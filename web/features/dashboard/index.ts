/** What other features may use of this one; everything else in the folder is its own. */
export { DashboardList } from './dashboard-main.js';
export { FilterPanel, FilterSheet, preloadDeferredViews } from './deferred-views.js';
export { DialogHost } from './dialog-host.js';
export { FiltersToggle } from './filters-toggle.js';
export { ActionButtons, ActionToolbar } from './header-actions.js';
export type { InventoryIndex } from './inventory-index.js';
export { screenPermission } from './screen-permission.js';
export { SearchBox } from './search-box.js';
export { useFirstCards } from './use-first-cards.js';
export { prepareDashboard, useInventoryIndex } from './use-inventory-index.js';
export { ViewSwitch } from './view-switch.js';
