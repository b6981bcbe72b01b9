import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SetupState,
  type SetupStep,
  setupStepPermission,
  setupSteps,
} from '../../../domain/setup.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { useLiveState } from '../../lib/live-store.js';
import { useOnline } from '../../lib/use-online.js';
import { usePermissions } from '../auth/index.js';
import { dismissSetup, fetchSetup } from './setup-api.js';
import { SetupStepRow } from './setup-step-row.js';

/** Where each step is done: screens opened by their kind alone. */
const DIALOG: Readonly<
  Record<SetupStep, 'restaurantSettings' | 'locations' | 'import' | 'team' | 'labels'>
> = {
  currency: 'restaurantSettings',
  places: 'locations',
  cellar: 'import',
  team: 'team',
  labels: 'labels',
};

/**
 * A new restaurant's first steps, on the dashboard of owners and managers (each sees the steps
 * that are theirs). A step ticks itself from the restaurant's state, read again after every
 * change the live feed brings and whenever a dialog closes (labels and invites are not changes of
 * the inventory). Dismissed, it is gone for the whole restaurant; done, it is gone too. With no
 * network it is not read: the steps last read in this tab stay; none read, none shown (whether
 * it was dismissed is the server's to say: a line about it could be about nothing).
 */
export function SetupChecklist() {
  const { t } = useTranslation();
  const can = usePermissions();
  const revision = useLiveState((live) => live.data?.revision ?? 0);
  const dialogOpen = useDashboard((state) => state.dialog !== null);
  const [state, setState] = useState<SetupState | null>(null);
  const [dismissing, setDismissing] = useState(false);
  const online = useOnline();

  useEffect(() => {
    if (dialogOpen || revision < 0 || !online) return;
    const controller = new AbortController();
    fetchSetup(controller.signal).then(setState, () => undefined);
    return () => controller.abort();
  }, [revision, dialogOpen, online]);

  if (state === null || state.dismissed) return null;
  const steps = setupSteps.filter((step) => can(setupStepPermission[step]));
  const done = steps.filter((step) => state.done[step]).length;
  if (done === steps.length) return null;

  const dismiss = async () => {
    setDismissing(true);
    try {
      setState(await dismissSetup());
    } finally {
      setDismissing(false);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="setup-title"
      data-testid="setup-checklist"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id="setup-title">
              {t('setup.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('setup.progress', { done, count: steps.length })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            mih={44}
            loading={dismissing}
            disabled={!online}
            onClick={dismiss}
          >
            {t('setup.dismiss')}
          </Button>
        </Group>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <SetupStepRow
              key={step}
              step={step}
              position={index + 1}
              done={state.done[step]}
              onOpen={() => dashboardStore.openDialog({ kind: DIALOG[step] })}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
