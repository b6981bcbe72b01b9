import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SetupStep } from '../../../domain/setup.js';

interface SetupStepRowProps {
  step: SetupStep;
  position: number;
  done: boolean;
  onOpen: () => void;
}

/** One step: its number or a tick, what it is, whether it is done, and where to do it. */
export function SetupStepRow({ step, position, done, onOpen }: SetupStepRowProps) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="sm" wrap="nowrap" justify="space-between" data-step={step}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          radius="xl"
          size={32}
          variant={done ? 'filled' : 'light'}
          color={done ? 'teal' : 'gray'}
          aria-hidden="true"
        >
          {done ? '✓' : position}
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={600}>{t(`setup.steps.${step}`)}</Text>
          <Text size="sm" fw={done ? 600 : 400} c={done ? undefined : 'dimmed'}>
            {done ? t('setup.done') : t('setup.toDo')}
          </Text>
        </Stack>
      </Group>
      {!done && (
        <Button variant="light" mih={44} onClick={onOpen}>
          {t(`setup.actions.${step}`)}
        </Button>
      )}
    </Group>
  );
}
