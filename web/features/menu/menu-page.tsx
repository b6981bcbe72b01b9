import { Box, Button, Container, Group, Text } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildGuestMenu,
  EMPTY_MENU_FILTERS,
  filterMenu,
  type GuestMenuFilters,
  groupMenuEntries,
  hasMenuFilters,
  menuFilterOptions,
} from '../../../domain/guest-menu.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { useLiveState } from '../../lib/live-store.js';
import { Brand } from '../../lib/ui/brand.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import { useLiveSync } from '../../lib/use-live-sync.js';
import { useAuth } from '../auth/index.js';
import { LanguageSwitch, ThemeToggle } from '../preferences/index.js';
import classes from './menu.module.css';
import { MenuFilters } from './menu-filters.js';
import { useColorLabel } from './menu-labels.js';
import { MenuSection } from './menu-section.js';

function useGuestMenu(data: RestaurantData, filters: GuestMenuFilters) {
  const menu = useMemo(
    () =>
      buildGuestMenu({
        products: data.products,
        formats: data.formats,
        counts: data.counts,
        listings: data.listings.values(),
      }),
    [data.products, data.formats, data.counts, data.listings],
  );
  const options = useMemo(() => menuFilterOptions(menu), [menu]);
  const shown = useMemo(() => filterMenu(menu, filters), [menu, filters]);
  const colors = data.colors;
  const glass = useMemo(() => groupMenuEntries(shown.glass, colors.values()), [shown, colors]);
  const bottle = useMemo(() => groupMenuEntries(shown.bottle, colors.values()), [shown, colors]);
  return { options, glass, bottle, count: shown.bottle.length + shown.glass.length };
}

function GuestMenuBody({ data }: { data: RestaurantData }) {
  const { t } = useTranslation();
  const colorLabel = useColorLabel();
  const [filters, setFilters] = useState<GuestMenuFilters>(EMPTY_MENU_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Typing stays instant; the list catches up a frame later on a large cellar.
  const deferred = useDeferredValue(filters);
  const { options, glass, bottle, count } = useGuestMenu(data, deferred);
  const bottleCount = bottle.reduce((sum, group) => sum + group.count, 0);

  return (
    <>
      <div className={classes.toolbar}>
        <Button
          variant={filtersOpen ? 'filled' : 'light'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
        >
          {filtersOpen ? t('guestMenu.hideFilters') : t('guestMenu.showFilters')}
        </Button>
        <Text c="dimmed" size="sm" data-testid="menu-count">
          {t('guestMenu.count', { count: bottleCount })}
        </Text>
      </div>
      {filtersOpen && (
        <MenuFilters
          filters={filters}
          options={options}
          colorLabel={colorLabel}
          onChange={setFilters}
          onClear={() => setFilters(EMPTY_MENU_FILTERS)}
        />
      )}
      {count === 0 ? (
        <p className={classes.empty} data-testid="menu-empty">
          {t('guestMenu.empty')}
        </p>
      ) : (
        <>
          {glass.length > 0 && (
            <MenuSection
              title={t('guestMenu.byTheGlass')}
              groups={glass}
              testId="menu-glass"
              collapsible
            />
          )}
          {bottle.length > 0 && (
            <MenuSection title={t('guestMenu.byTheBottle')} groups={bottle} testId="menu-bottle" />
          )}
        </>
      )}
      {hasMenuFilters(filters) && count > 0 && !filtersOpen && (
        <Group justify="center" mt="lg">
          <Button variant="subtle" onClick={() => setFilters(EMPTY_MENU_FILTERS)}>
            {t('guestMenu.clearAll')}
          </Button>
        </Group>
      )}
    </>
  );
}

/** /menu: the wine list a guest is handed, live like the dashboard. */
export function MenuPage() {
  const { t } = useTranslation();
  const { sessionEnded, refresh } = useAuth();
  useLiveSync(sessionEnded, true, refresh);
  const data = useLiveState((live) => live.data);

  return (
    <Box className={classes.page}>
      <Container component="header" size="md" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          {/* What a guest reads links to no staff screen. */}
          <Brand to={null} />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeToggle />
          </Group>
        </Group>
      </Container>
      <Container component="main" size="sm" pb={48}>
        <div className={classes.hero}>
          {data !== null && <div className={classes.eyebrow}>{data.restaurant.name}</div>}
          <h1 className={classes.title}>{t('guestMenu.title')}</h1>
          <div className={classes.ornament} aria-hidden="true">
            ❦
          </div>
        </div>
        {data === null ? (
          <LoadingScreen label={t('guestMenu.loading')} fullHeight={false} />
        ) : (
          <GuestMenuBody data={data} />
        )}
      </Container>
    </Box>
  );
}
