import '@mantine/core/styles/Burger.css';
import { Box, Button, Container, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveState } from '../../lib/live-store.js';
import { LoadingScreen } from '../../lib/ui/loading-screen.js';
import { useLiveSync } from '../../lib/use-live-sync.js';
import { useAuth } from '../auth/auth-context.js';
import { AdminHeader } from './admin-header.js';
import { InventorySummary } from './inventory-summary.js';

/** /admin: the inventory dashboard. For now a header and a summary of the live data. */
export function AdminPage() {
  const { t } = useTranslation();
  const { state, signOut, sessionEnded } = useAuth();
  // Our own logout also ends the live stream with `signed-out`; that is not news to the user.
  const loggingOut = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const { retry } = useLiveSync(() => {
    if (!loggingOut.current) sessionEnded();
  });
  const data = useLiveState((live) => live.data);
  const status = useLiveState((live) => live.status);

  const logout = async () => {
    loggingOut.current = true;
    setLeaving(true);
    // Signed out, the route guard sends this screen to the login page.
    await signOut();
  };

  return (
    <Box mih="100dvh">
      <AdminHeader
        restaurantName={data?.restaurant.name ?? state.user?.restaurantName ?? ''}
        loggingOut={leaving}
        onLogout={() => void logout()}
      />
      <Container component="main" size="lg" py={{ base: 'lg', sm: 'xl' }}>
        {data !== null ? (
          <InventorySummary data={data} status={status} />
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
    </Box>
  );
}
