import { ActionIcon, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ScannerControlsProps {
  userPaused: boolean;
  /** The dialog paused scanning itself: the person cannot resume it. */
  pausedByDialog: boolean;
  onTogglePause: () => void;
  torch: { available: boolean; on: boolean; toggle: () => Promise<void> };
}

/** Pause / resume, and the flashlight where the camera has one. */
export function ScannerControls({
  userPaused,
  pausedByDialog,
  onTogglePause,
  torch,
}: ScannerControlsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap="sm">
      <Button variant="light" onClick={onTogglePause} disabled={pausedByDialog}>
        {userPaused ? t('scanning.scanner.resume') : t('scanning.scanner.pause')}
      </Button>
      {torch.available && (
        <ActionIcon
          variant={torch.on ? 'filled' : 'default'}
          size="lg"
          aria-pressed={torch.on}
          aria-label={t('scanning.scanner.torch')}
          onClick={() => void torch.toggle()}
        >
          <span aria-hidden>⚡</span>
        </ActionIcon>
      )}
    </Group>
  );
}
