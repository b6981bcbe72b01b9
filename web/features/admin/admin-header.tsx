import {
  Box,
  Burger,
  Button,
  Collapse,
  Container,
  Divider,
  Group,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../lib/ui/brand.js';
import { LogoutIcon, MenuBookIcon } from '../../lib/ui/icons.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { AccountButton } from '../account/index.js';
import type { InventoryIndex } from '../dashboard/index.js';
import {
  ActionButtons,
  ActionToolbar,
  FiltersToggle,
  SearchBox,
  ViewSwitch,
} from '../dashboard/index.js';
import { LanguageSwitch, ThemeToggle } from '../preferences/index.js';
import classes from './admin-header.module.css';
import { PHONE_ACTIONS_HEIGHT } from './phone-actions.js';

interface AdminHeaderProps {
  restaurantName: string;
  index: InventoryIndex | null;
  loggingOut: boolean;
  onLogout: () => void;
}

const MOBILE_ACTIONS_ID = 'admin-mobile-actions';

/**
 * The dashboard's header (docs/product.md §2). From 768px: a bar with the search box, the guest menu,
 * EN/FR, theme and Logout, and a toolbar with the view switch, the filter toggle and the actions in
 * their groups. Below, the search box and view switch stay; the rest folds behind the burger, in the
 * same order. Only the layout for the screen's width is rendered: drawing both and hiding one
 * doubled the header's share of the dashboard's first render.
 */
export function AdminHeader({ restaurantName, index, loggingOut, onLogout }: AdminHeaderProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The phone's folded menu is drawn the first time it opens, then kept (it folds away animated):
  // its twenty buttons were a fifth of the dashboard's first render on a phone.
  const [menuDrawn, setMenuDrawn] = useState(false);

  const guestMenu = (fullWidth: boolean) => (
    // A page of its own, drawn by the server: a full navigation, not the app's router.
    <Button
      component="a"
      href="/menu"
      variant="subtle"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      leftSection={<MenuBookIcon size={18} />}
      className={fullWidth ? undefined : classes.iconUntilWide}
    >
      <span className={classes.label}>{t('admin.guestMenu')}</span>
    </Button>
  );
  const logout = (fullWidth: boolean) => (
    <Button
      variant="default"
      fullWidth={fullWidth}
      disabled={loggingOut}
      leftSection={<LogoutIcon size={18} />}
      onClick={onLogout}
      className={fullWidth ? undefined : classes.iconUntilWide}
    >
      <span className={classes.label}>{t('admin.logout')}</span>
    </Button>
  );

  return (
    <Box
      component="header"
      className={classes.header}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <Container size="xl" className={classes.bar}>
        <Group gap="sm" wrap="nowrap" className={classes.brand}>
          <Brand to="/admin" withName={false} />
          <Text
            component="span"
            ff="heading"
            fw={700}
            fz={{ base: 18, sm: 20 }}
            truncate="end"
            data-testid="restaurant-name"
          >
            {restaurantName}
          </Text>
        </Group>
        {phone ? (
          <Burger
            opened={opened}
            onClick={() => {
              setMenuDrawn(true);
              toggle();
            }}
            size="sm"
            aria-label={opened ? t('admin.closeMenu') : t('admin.openMenu')}
            aria-expanded={opened}
            aria-controls={MOBILE_ACTIONS_ID}
          />
        ) : (
          <>
            <Box className={classes.search}>
              <SearchBox index={index} id="dashboard-search" />
            </Box>
            <Group gap="xs" wrap="nowrap">
              {guestMenu(false)}
              <LanguageSwitch />
              <ThemeToggle />
              {logout(false)}
            </Group>
          </>
        )}
      </Container>
      {phone ? (
        <>
          {/* Tight: with 44 px fields and views, the first wine still starts in the top quarter. */}
          <Stack gap={6} px="md" pb={8}>
            <SearchBox index={index} id="dashboard-search-phone" />
            {/* The filter toggle moves under the views when both do not fit (in French on a
                phone); the views are never squeezed below their labels. */}
            <Group gap="xs" wrap="wrap">
              <Box style={{ flex: '1 1 0', minWidth: 'max-content' }}>
                <ViewSwitch fullWidth compact />
              </Box>
              <FiltersToggle compact />
            </Group>
          </Stack>
          <Collapse expanded={opened} id={MOBILE_ACTIONS_ID}>
            {menuDrawn && (
              <Stack
                gap={6}
                p="md"
                pt="sm"
                className={classes.panel}
                style={{ '--phone-actions-height': `${PHONE_ACTIONS_HEIGHT}px` }}
              >
                <ActionButtons index={index} onAction={close} />
                {guestMenu(true)}
                <Group justify="space-between" px="xs">
                  <Text size="sm" fw={500}>
                    {t('preferences.language')}
                  </Text>
                  <LanguageSwitch />
                </Group>
                <Group justify="space-between" px="xs">
                  <Text size="sm" fw={500}>
                    {t('preferences.theme')}
                  </Text>
                  <ThemeToggle />
                </Group>
                <AccountButton fullWidth />
                {logout(true)}
              </Stack>
            )}
          </Collapse>
        </>
      ) : (
        <Container size="xl" className={classes.toolbar}>
          <ViewSwitch />
          <FiltersToggle />
          <Divider orientation="vertical" />
          <div className={classes.actions} role="toolbar" aria-label={t('admin.actions')}>
            <ActionToolbar index={index} />
          </div>
          {/* In the toolbar, which wraps: the bar above has no room left from 768 px. */}
          <div className={classes.account}>
            <AccountButton />
          </div>
        </Container>
      )}
    </Box>
  );
}
