import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LiveData, useLiveState } from '../../lib/live-store.js';
import { Brand } from '../../lib/ui/brand.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import { useLiveSync } from '../../lib/use-live-sync.js';
import { useAuth } from '../auth/auth-context.js';
import { LanguageSwitch } from '../preferences/language-switch.js';
import { ThemeToggle } from '../preferences/theme-toggle.js';

/** SPEC.md §4: a format is on the guest menu when it has a bottle and neither it nor its wine is hidden. */
function countMenuEntries(data: LiveData): number {
  const stocked = new Set<string>();
  for (const bottle of data.bottles.values()) stocked.add(bottle.formatId);
  let count = 0;
  for (const format of data.formats.values()) {
    const wine = data.products.get(format.wineId);
    if (stocked.has(format.id) && format.showOnMenu && wine?.showOnMenu !== false) count += 1;
  }
  return count;
}

/** /menu: the guest wine menu. A placeholder until the menu issue lands. */
export function MenuPage() {
  const { t } = useTranslation();
  useLiveSync(useAuth().sessionEnded);
  const data = useLiveState((live) => live.data);
  const count = useMemo(() => (data === null ? 0 : countMenuEntries(data)), [data]);

  return (
    <Box mih="100dvh">
      <Container component="header" size="md" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand to="/admin" />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ThemeToggle />
          </Group>
        </Group>
      </Container>
      <Container component="main" size="md" py="xl">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {t('menu.title')}
          </Title>
          {data === null ? (
            <LoadingScreen label={t('menu.loading')} fullHeight={false} />
          ) : (
            <Text c="dimmed" size="lg" data-testid="menu-count">
              {t('menu.count', { count })}
            </Text>
          )}
          <Anchor component={Link} to="/admin" size="sm">
            {t('menu.back')}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
