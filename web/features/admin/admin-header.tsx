import { Box, Burger, Button, Collapse, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../lib/ui/brand.js';
import { LogoutIcon, MenuBookIcon } from '../../lib/ui/icons.js';
import { LanguageSwitch } from '../preferences/language-switch.js';
import { ThemeToggle } from '../preferences/theme-toggle.js';
import classes from './admin-header.module.css';

interface AdminHeaderProps {
  restaurantName: string;
  loggingOut: boolean;
  onLogout: () => void;
}

const MOBILE_ACTIONS_ID = 'admin-mobile-actions';

/**
 * The dashboard's top bar. From 768px every action sits in the bar; below, they fold into a
 * panel behind the burger button, in the same order.
 */
export function AdminHeader({ restaurantName, loggingOut, onLogout }: AdminHeaderProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);

  const guestMenu = (fullWidth: boolean) => (
    <Button
      component={Link}
      to="/menu"
      variant="subtle"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      leftSection={<MenuBookIcon size={18} />}
    >
      {t('admin.guestMenu')}
    </Button>
  );
  const logout = (fullWidth: boolean) => (
    <Button
      variant="default"
      fullWidth={fullWidth}
      disabled={loggingOut}
      leftSection={<LogoutIcon size={18} />}
      onClick={onLogout}
    >
      {t('admin.logout')}
    </Button>
  );

  return (
    <Box
      component="header"
      className={classes.header}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <Container size="lg" className={classes.bar}>
        <Group gap="sm" wrap="nowrap" miw={0}>
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
        <Group visibleFrom="sm" gap="xs" wrap="nowrap">
          {guestMenu(false)}
          <LanguageSwitch />
          <ThemeToggle />
          {logout(false)}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={opened}
          onClick={toggle}
          size="sm"
          aria-label={opened ? t('admin.closeMenu') : t('admin.openMenu')}
          aria-expanded={opened}
          aria-controls={MOBILE_ACTIONS_ID}
        />
      </Container>
      <Collapse expanded={opened} hiddenFrom="sm" id={MOBILE_ACTIONS_ID}>
        <Stack gap="sm" p="md" pt="xs" className={classes.panel}>
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
          {logout(true)}
        </Stack>
      </Collapse>
    </Box>
  );
}
