import { Box, Button, Container, Group, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_MENU_FILTERS,
  type GuestMenuFilters,
  hasMenuFilters,
  type MenuFilterOptions,
  menuFilterOptions,
} from '../../../domain/guest-menu.js';
import { menuFilter } from '../../../domain/guest-menu-filters.js';
import {
  countEntries,
  entriesInOrder,
  filterGroups,
  firstEntries,
  type StaffMenuJson,
} from '../../../domain/guest-projection.js';
import { Brand } from '../../lib/ui/brand.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import { useAuth } from '../auth/index.js';
import { LanguageSwitch, ThemeToggle } from '../preferences/index.js';
import classes from './menu.module.css';
import { MenuFilters } from './menu-filters.js';
import { useColorLabel } from './menu-labels.js';
import { MenuSection } from './menu-section.js';
import { useStaffMenu } from './use-staff-menu.js';

/** Entries drawn at once (more than a phone's first screen); the rest follow in slices. */
const FIRST_SLICE = 25;
const SLICE = 25;

/**
 * How many entries to draw: the first screen at once, then a slice per task until all are there,
 * so a long menu never blocks a phone's main thread for long (Lighthouse TBT) and is all on the
 * page soon after (find in page, print).
 */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_SLICE);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((count) => count + SLICE));
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return drawn;
}

/** The values the filters offer, made once the guest first opens them (not at a phone's first paint). */
function useFilterOptions(menu: StaffMenuJson, open: boolean): MenuFilterOptions | null {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return useMemo(
    () =>
      opened
        ? menuFilterOptions({
            glass: entriesInOrder(menu.glass),
            bottle: entriesInOrder(menu.bottle),
          })
        : null,
    [menu, opened],
  );
}

function useMenuView(menu: StaffMenuJson, filters: GuestMenuFilters) {
  const shown = useMemo(() => {
    if (!hasMenuFilters(filters)) return menu;
    const keep = menuFilter(filters);
    return { glass: filterGroups(menu.glass, keep), bottle: filterGroups(menu.bottle, keep) };
  }, [menu, filters]);
  const glassCount = countEntries(shown.glass);
  const bottleCount = countEntries(shown.bottle);
  const drawn = useDrawnCount(glassCount + bottleCount);
  const glass = useMemo(() => firstEntries(shown.glass, drawn), [shown, drawn]);
  const bottle = useMemo(
    () => firstEntries(shown.bottle, Math.max(0, drawn - glassCount)),
    [shown, drawn, glassCount],
  );
  return { glass, bottle, glassCount, bottleCount };
}

function GuestMenuBody({ menu }: { menu: StaffMenuJson }) {
  const { t } = useTranslation();
  const colorLabel = useColorLabel();
  const [filters, setFilters] = useState<GuestMenuFilters>(EMPTY_MENU_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Typing stays instant; the list catches up a frame later on a large cellar.
  const deferred = useDeferredValue(filters);
  const { glass, bottle, glassCount, bottleCount } = useMenuView(menu, deferred);
  const options = useFilterOptions(menu, filtersOpen);
  const count = glassCount + bottleCount;

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
      {filtersOpen && options !== null && (
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
          {glassCount > 0 && (
            <MenuSection
              title={t('guestMenu.byTheGlass')}
              groups={glass}
              testId="menu-glass"
              collapsible
            />
          )}
          {bottleCount > 0 && (
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

/**
 * /menu: the wine list a guest is handed, live like the dashboard. Drawn from the guest projection
 * (GET /api/menu, issue 18), the public page's own data with every price, not from the model.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const { sessionEnded } = useAuth();
  const menu = useStaffMenu(sessionEnded);

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
          {menu !== null && <div className={classes.eyebrow}>{menu.restaurantName}</div>}
          <h1 className={classes.title}>{t('guestMenu.title')}</h1>
          <div className={classes.ornament} aria-hidden="true">
            ❦
          </div>
        </div>
        {menu === null ? (
          <LoadingScreen label={t('guestMenu.loading')} fullHeight={false} />
        ) : (
          <GuestMenuBody menu={menu} />
        )}
      </Container>
    </Box>
  );
}
