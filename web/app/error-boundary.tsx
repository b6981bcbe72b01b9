import { Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCodeLoadFailure, reloadForCode } from '../lib/code-reload.js';
import { useRemoveAppShell } from '../lib/ui/app-shell.js';
import { LoadingScreen } from '../lib/ui/loading-screen.js';

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

function Reloading() {
  const { t } = useTranslation();
  return <LoadingScreen label={t('app.loading')} />;
}

interface State {
  failed: boolean;
  /** The page is reloading for code that did not load (lib/code-reload.ts). */
  reloading: boolean;
}

/**
 * Catches what escapes a screen. A screen's code that did not load (most often after a new
 * version was put in place) reloads the page by itself; anything else, or the same failure again
 * right after, offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isCodeLoadFailure(error) && reloadForCode()) this.setState({ reloading: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? <Reloading /> : <CrashNotice />;
  }
}
