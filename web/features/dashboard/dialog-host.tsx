import { lazy, Suspense, useEffect } from 'react';
import { type DialogRequest, dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { usePermissions } from '../auth/index.js';
// Lazy within: its code is a chunk of its own, and it asks for its figures at the press.
import { ReportsDialog } from '../reports/index.js';
import { dialogPermission } from './dialog-permission.js';

// Each dialog is its own chunk, fetched when first opened, so /admin's first load stays small.
const LocationManager = lazy(() =>
  import('../locations/index.js').then((m) => ({ default: m.LocationManager })),
);
const CategoryManager = lazy(() =>
  import('../categories/index.js').then((m) => ({ default: m.CategoryManager })),
);
const AddBottleDialog = lazy(() =>
  import('../add-bottle/index.js').then((m) => ({ default: m.AddBottleDialog })),
);
const BottleFormDialog = lazy(() =>
  import('../bottle-form/index.js').then((m) => ({ default: m.BottleFormDialog })),
);
const ProfileManager = lazy(() =>
  import('../profiles/index.js').then((m) => ({ default: m.ProfileManager })),
);
const ExportManager = lazy(() =>
  import('../exports/index.js').then((m) => ({ default: m.ExportManager })),
);
const ActivityView = lazy(() =>
  import('../activity/index.js').then((m) => ({ default: m.ActivityView })),
);
const GlassManager = lazy(() =>
  import('../listings/index.js').then((m) => ({ default: m.GlassManager })),
);
const TeamManager = lazy(() =>
  import('../team/index.js').then((m) => ({ default: m.TeamManager })),
);
const GuestLinkManager = lazy(() =>
  import('../guest-link/index.js').then((m) => ({ default: m.GuestLinkManager })),
);
const StocktakeScreen = lazy(() =>
  import('../stocktakes/index.js').then((m) => ({ default: m.StocktakeScreen })),
);
const ScanDialog = lazy(() => import('../scan/index.js').then((m) => ({ default: m.ScanDialog })));
const BatchScanDialog = lazy(() =>
  import('../batches/index.js').then((m) => ({ default: m.BatchScanDialog })),
);
const IntakeDialog = lazy(() =>
  import('../batches/index.js').then((m) => ({ default: m.IntakeDialog })),
);

const ManualBatchManager = lazy(() =>
  import('../manual-batch/index.js').then((m) => ({
    default: m.ManualBatchManager,
  })),
);
const UnassignedManager = lazy(() =>
  import('../unassigned/index.js').then((m) => ({ default: m.UnassignedManager })),
);
const ManualEntriesManager = lazy(() =>
  import('../manual-entries/index.js').then((m) => ({
    default: m.ManualEntriesManager,
  })),
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
  return (
    <Suspense fallback={null}>
      <HostedDialog dialog={dialog} onClose={dashboardStore.closeDialog} />
    </Suspense>
  );
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
    case 'manualEntries':
      return <ManualEntriesManager onClose={onClose} />;
    default: {
      // A dialog kind without its dialog is a compile error here.
      const missing: never = dialog;
      return missing;
    }
  }
}
