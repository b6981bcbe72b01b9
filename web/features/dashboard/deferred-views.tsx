import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../../lib/lazy-screen.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import type { InventoryIndex, VisibleWine } from './inventory-index.js';

// The filters and the inventory tree are not on the first screen, and their code is a tenth of
// what /admin loads before it (Mantine's drawer, autocomplete and number inputs with
// react-number-format; the tree): each is a chunk of its own, loaded when first drawn. The phone's
// sheet is drawn, closed, as soon as the model is in; the desktop's panel and the tree are drawn
// when opened, so their code is loaded ahead in idle time (preloadDeferredViews).
const filterSheet = lazyScreen<{ index: InventoryIndex }>(
  () => import('./filter-sheet.js').then((m) => m.FilterSheet),
  () => null,
);
const filterPanel = lazyScreen<{ index: InventoryIndex }>(
  () => import('./filter-panel.js').then((m) => m.FilterPanel),
  () => null,
);
const inventoryTree = lazyScreen<{ wines: VisibleWine[]; index: InventoryIndex }>(
  () => import('./inventory-tree-view.js').then((m) => m.InventoryTreeView),
  TreeLoading,
);

export const FilterSheet = filterSheet.Screen;
export const FilterPanel = filterPanel.Screen;
export const InventoryTreeView = inventoryTree.Screen;

/** Loads the desktop filter panel's and the tree's code ahead of their first use. */
export function preloadDeferredViews(): void {
  // A failure is shown when the view is opened (its error boundary), which tries again.
  for (const view of [filterPanel, inventoryTree]) view.preload().catch(() => undefined);
}

function TreeLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('app.loading')} fullHeight={false} />;
}
