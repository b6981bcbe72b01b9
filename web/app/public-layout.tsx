import { Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../features/preferences/language-switch.js';
import { ThemeToggle } from '../features/preferences/theme-toggle.js';
import { useRemoveAppShell } from '../lib/ui/app-shell.js';
import { Brand } from '../lib/ui/brand.js';
import { LoadingScreen } from '../lib/ui/loading-screen.js';
import classes from './public-layout.module.css';

/** Chrome of the public pages (landing, login, sign-up): the mark, language and theme. */
export function PublicLayout() {
  const { t } = useTranslation();
  useRemoveAppShell();
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Brand />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <ThemeToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        {/* Here, not around the whole app, so the header stays put while a page loads. */}
        <Suspense fallback={<LoadingScreen label={t('app.loading')} fullHeight={false} />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
