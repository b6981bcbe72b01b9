import { Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveAppShell } from '../lib/ui/app-shell.js';

function CrashNotice() {
  const { t } = useTranslation();
  useRemoveAppShell();
  return (
    <Stack role="alert" align="center" justify="center" mih="60dvh" p="xl" gap="md">
      <Text fw={500}>{t('app.crashed')}</Text>
      <Button variant="default" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </Stack>
  );
}

/**
 * Catches what escapes a screen, most often a route chunk that failed to download after a deploy,
 * and offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
