import { type ComponentType, useEffect } from 'react';
import { type DialogRequest, dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { lazyScreen } from '../../lib/lazy-screen.js';
import { usePermissions } from '../auth/index.js';
// Lazy within: its code is a chunk of its own, and it asks for its figures at the press.
import { ReportsDialog } from '../reports/index.js';
import { dialogPermission } from './dialog-permission.js';

// Each dialog is its own chunk, fetched when first opened, so /admin's first load stays small,
// and drawn as soon as it is in (lazyScreen: no Suspense boundary holding it 300 ms more).
function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyScreen(load, () => null).Screen;
}

const LocationManager = lazyDialog(() =>
  import('../locations/index.js').then((m) => m.LocationManager),
);
const CategoryManager = lazyDialog(() =>
  import('../categories/index.js').then((m) => m.CategoryManager),
);
const AddBottleDialog = lazyDialog(() =>
  import('../add-bottle/index.js').then((m) => m.AddBottleDialog),
);
const BottleFormDialog = lazyDialog(() =>
  import('../bottle-form/index.js').then((m) => m.BottleFormDialog),
);
const ProfileManager = lazyDialog(() =>
  import('../profiles/index.js').then((m) => m.ProfileManager),
);
const ExportManager = lazyDialog(() => import('../exports/index.js').then((m) => m.ExportManager));
const ImportDialog = lazyDialog(() => import('../imports/index.js').then((m) => m.ImportDialog));
const LabelsDialog = lazyDialog(() => import('../labels/index.js').then((m) => m.LabelsDialog));
const ActivityView = lazyDialog(() => import('../activity/index.js').then((m) => m.ActivityView));
const GlassManager = lazyDialog(() => import('../listings/index.js').then((m) => m.GlassManager));
const TeamManager = lazyDialog(() => import('../team/index.js').then((m) => m.TeamManager));
const GuestLinkManager = lazyDialog(() =>
  import('../guest-link/index.js').then((m) => m.GuestLinkManager),
);
const StocktakeScreen = lazyDialog(() =>
  import('../stocktakes/index.js').then((m) => m.StocktakeScreen),
);
const ScanDialog = lazyDialog(() => import('../scan/index.js').then((m) => m.ScanDialog));
const BatchScanDialog = lazyDialog(() =>
  import('../batches/index.js').then((m) => m.BatchScanDialog),
);
const IntakeDialog = lazyDialog(() => import('../batches/index.js').then((m) => m.IntakeDialog));

const ManualBatchManager = lazyDialog(() =>
  import('../manual-batch/index.js').then((m) => m.ManualBatchManager),
);
const UnassignedManager = lazyDialog(() =>
  import('../unassigned/index.js').then((m) => m.UnassignedManager),
);
const RestaurantSettings = lazyDialog(() =>
  import('../restaurant-settings/index.js').then((m) => m.RestaurantSettings),
);
const ManualEntriesManager = lazyDialog(() =>
  import('../manual-entries/index.js').then((m) => m.ManualEntriesManager),
);

/**
 * Renders the dialog the dashboard store asks for; one case per kind. One the member's role may no
 * longer use (a role changed while it was open) is closed.
 */
export function DialogHost() {
  const dialog = useDashboard((state) => state.dialog);
  const can = usePermissions();
  const permission = dialog === null ? undefined : dialogPermission(dialog);
  const allowed = permission === undefined || can(permission);
  useEffect(() => {
    if (!allowed) dashboardStore.closeDialog();
  }, [allowed]);
  if (dialog === null || !allowed) return null;
  return <HostedDialog dialog={dialog} onClose={dashboardStore.closeDialog} />;
}

function HostedDialog({ dialog, onClose }: { dialog: DialogRequest; onClose: () => void }) {
  switch (dialog.kind) {
    case 'locations':
      return <LocationManager opened onClose={onClose} />;
    case 'categories':
      return <CategoryManager opened onClose={onClose} />;
    case 'export':
      return <ExportManager opened onClose={onClose} />;
    case 'team':
      return <TeamManager onClose={onClose} />;
    case 'guestLink':
      return <GuestLinkManager onClose={onClose} />;
    case 'activity':
      return <ActivityView opened onClose={onClose} />;
    case 'glass':
      return <GlassManager opened onClose={onClose} initialFormatId={dialog.formatId} />;
    case 'addBottle':
      return <AddBottleDialog productId={dialog.productId} formatId={dialog.formatId} />;
    case 'bottleForm':
      return <BottleFormDialog request={dialog} />;
    case 'profiles':
      return <ProfileManager />;
    case 'scan':
      return <ScanDialog onClose={onClose} />;
    case 'stocktakes':
      return <StocktakeScreen onClose={onClose} />;
    case 'reports':
      return <ReportsDialog onClose={onClose} />;
    case 'batchAdd':
      return <BatchScanDialog kind="add" onClose={onClose} />;
    case 'batchMove':
      return <BatchScanDialog kind="move" onClose={onClose} />;
    case 'batchRemove':
      return <BatchScanDialog kind="remove" onClose={onClose} />;
    case 'batchIntake':
      return <IntakeDialog onClose={onClose} />;
    case 'manualBatch':
      return <ManualBatchManager onClose={onClose} />;
    case 'unassigned':
      return <UnassignedManager onClose={onClose} />;
    case 'import':
      return <ImportDialog opened onClose={onClose} />;
    case 'labels':
      return <LabelsDialog opened onClose={onClose} />;
    case 'restaurantSettings':
      return <RestaurantSettings opened onClose={onClose} />;
    case 'manualEntries':
      return <ManualEntriesManager onClose={onClose} />;
    default: {
      // A dialog kind without its dialog is a compile error here.
      const missing: never = dialog;
      return missing;
    }
  }
}
