import { Box, Button, Collapse, Container, Group, Stack, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totalBottles } from '../../../domain/bottle-counts.js';
import type { InventoryCounts } from '../../../domain/product-cards.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { lazyScreen } from '../../lib/lazy-screen.js';
import { useLiveState } from '../../lib/live-store.js';
import { registerServiceWorker } from '../../lib/service-worker.js';
import { useRemoveAppShell, useTakeShellSearch } from '../../lib/ui/app-shell.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useLiveSync } from '../../lib/use-live-sync.js';
import { whenIdle } from '../../lib/when-idle.js';
import { useAuth, useCan } from '../auth/index.js';
import {
  DashboardList,
  DialogHost,
  FilterPanel,
  FilterSheet,
  preloadDeferredViews,
  prepareDashboard,
  useFirstCards,
  useInventoryIndex,
} from '../dashboard/index.js';
import { QueueBar, useOfflineQueue, useQueueLogout } from '../offline-queue/index.js';
import { preloadReports } from '../reports/index.js';
import { AdminHeader } from './admin-header.js';
import { InventorySummary } from './inventory-summary.js';
import { PHONE_ACTIONS_HEIGHT, PhoneActions } from './phone-actions.js';
import { useScreenAddress } from './use-screen-address.js';
import { useWineHistory } from './use-wine-history.js';

// The detail view is its own chunk: the list shows first, then the detail's code is loaded in
// idle time once the model is in, or at the first touch or key in the main area if that comes
// first, so that the first wine opened is drawn at once (on a phone's slow network its download
// was most of that first open: 1.5 s against 0.3 s for the next ones).
const wineDetail = lazyScreen(
  () => import('../wine-detail/index.js').then((m) => m.WineDetail),
  DetailLoading,
);

// A new restaurant's checklist, for owners and managers only: its own chunk, as everyone else's
// dashboard never needs it.
const setupChecklist = lazyScreen(
  () => import('../setup/index.js').then((m) => m.SetupChecklist),
  () => null,
);

function preloadWineDetail() {
  // A failure is shown when a wine is opened (its error boundary), which tries again.
  wineDetail.preload().catch(() => undefined);
}

function DetailLoading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('admin.loading')} fullHeight={false} />;
}

/** The header's search box, once the skeleton's is gone. */
const SEARCH_INPUT = 'header input[type="search"]';

/** /admin: the inventory dashboard (docs/product.md §2). */
export function AdminPage() {
  const { t } = useTranslation();
  const { state, signOut, sessionEnded, refresh } = useAuth();
  // A search typed in the skeleton's box while the code loaded is not lost.
  useTakeShellSearch(dashboardStore.setSearch, SEARCH_INPUT);
  useRemoveAppShell();
  // Our own logout also ends the live stream with `signed-out`; that is not news to the user.
  const loggingOut = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const data = useLiveState((live) => live.data);
  const status = useLiveState((live) => live.status);
  // The list, the header and the filters follow the model a render behind (a transition, drawn in
  // slices: a new model or change is not one long task of a phone's thread); the wine detail
  // reads the index as it is (useShownWine).
  const index = useDeferredValue(useInventoryIndex());
  // The first cards first, then the whole model (decision 0013), until the list can show it.
  const first = useFirstCards(index === null);
  // Signing out stops the live feed first: a stream still open when the session ends is refused.
  const { retry } = useLiveSync({
    onSignedOut: () => {
      if (!loggingOut.current) sessionEnded();
    },
    start: first.done && !leaving,
    onRoleChanged: refresh,
    prepare: prepareDashboard,
    role: state.user?.role,
    shownRevision: first.revision,
  });
  const selection = useDashboard((dashboard) => dashboard.selection);
  useWineHistory();
  useScreenAddress();
  const filtersOpen = useDashboard((dashboard) => dashboard.filtersOpen);
  const phone = useIsPhone();
  // Summed over every place (133,000 at Bern's scale): once per model change, not per render.
  const counts = useMemo(() => data && countsOf(data), [data]);
  // The model's, or the first cards' until it is there.
  const shownCounts = (index !== null && counts) || first.cards?.counts || null;

  const ready = index !== null;
  // The wine detail's code (above), then the filters' and the tree's, then the Reports' code, so
  // that it opens in the press's own render (ready ≤ 1 s), for those who may open it:
  // staff never load it (they cannot see costs). Not its chart library, which the Movement tab
  // loads. Then the service worker, which downloads the whole app for opening offline.
  const seesCosts = useCan('see-costs');
  const setsUp = useCan('edit-settings');
  useEffect(() => {
    if (!ready) return;
    // Each in an idle time of its own: starting a chunk's many downloads is a long task on a phone.
    let next = whenIdle(() => {
      preloadWineDetail();
      next = whenIdle(() => {
        preloadDeferredViews();
        next = whenIdle(() => {
          if (seesCosts) preloadReports();
          next = whenIdle(registerServiceWorker);
        });
      });
    });
    return () => next.cancel();
  }, [ready, seesCosts]);

  // The next user of this tab starts from a clean dashboard.
  useEffect(() => () => dashboardStore.reset(), []);

  const logout = async () => {
    loggingOut.current = true;
    setLeaving(true);
    // Once the server has ended the session, the route guard sends this screen to the login page.
    await signOut();
  };
  // Changes waiting on this phone are lost by a logout: it asks first, then erases them.
  const queueLogout = useQueueLogout(logout);
  useOfflineQueue(state.user);

  const checklist = selection === null && setsUp && index !== null;
  const noWines = (data?.products.size ?? 0) === 0;

  return (
    <Box mih="100dvh">
      <AdminHeader
        restaurantName={data?.restaurant.name ?? state.user?.restaurantName ?? ''}
        index={index}
        loggingOut={leaving}
        onLogout={queueLogout.request}
      />
      <QueueBar />
      {queueLogout.dialog}
      <Container
        component="main"
        onPointerDownCapture={preloadWineDetail}
        onKeyDownCapture={preloadWineDetail}
        size="xl"
        pt={{ base: 'xs', sm: 'lg' }}
        // The phone's action bar must not cover the last wine.
        pb={phone ? PHONE_ACTIONS_HEIGHT + 16 : 'lg'}
      >
        {shownCounts !== null ? (
          // One tree before and after the model arrives: the first cards are updated in place.
          <Stack gap={phone ? 'sm' : 'md'}>
            {index !== null &&
              (phone ? (
                <FilterSheet index={index} />
              ) : (
                <Collapse expanded={filtersOpen}>
                  {filtersOpen && <FilterPanel index={index} />}
                </Collapse>
              ))}
            {/* On a phone a wine's detail comes straight under the header. */}
            {!(phone && selection !== null) && (
              <Group justify="space-between" align="center" gap="sm">
                <InventorySummary counts={shownCounts} status={status} />
              </Group>
            )}
            {checklist && noWines && <setupChecklist.Screen />}
            {selection !== null ? (
              <wineDetail.Screen />
            ) : (
              <DashboardList index={index} first={first.cards} />
            )}
            {/* Once wines are in, they come first (a phone's first wine within its top quarter). */}
            {checklist && !noWines && <setupChecklist.Screen />}
          </Stack>
        ) : status === 'error' ? (
          <Stack role="alert" align="center" py="xl" gap="md">
            <Text fw={500}>{t('admin.loadFailed')}</Text>
            <Button variant="default" onClick={retry}>
              {t('admin.retry')}
            </Button>
          </Stack>
        ) : (
          <LoadingScreen label={t('admin.loading')} fullHeight={false} />
        )}
      </Container>
      {phone && <PhoneActions />}
      <DialogHost />
    </Box>
  );
}

function countsOf(data: RestaurantData): InventoryCounts {
  return {
    products: data.products.size,
    formats: data.formats.size,
    bottles: totalBottles(data.counts),
    locations: data.locations.size,
  };
}
