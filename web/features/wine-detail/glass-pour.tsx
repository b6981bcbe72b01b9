import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlassPourAnswer } from '../../../domain/glass-pour.js';
import { FULL, type PourSize } from '../../../domain/open-bottles.js';
import { bottleIdText } from '../../lib/display.js';
import { errorText } from '../../lib/server-error.js';
import { pourGlass } from './open-bottle-api.js';
import { PourDialog } from './open-bottle-dialogs.js';

/** What a glass did, a sentence per bottle it touched, then what remains in the one left open. */
function pouredLines(t: TFunction, answer: GlassPourAnswer): string[] {
  const lines: string[] = [];
  for (const { bottleId, openedNow, finished } of answer.poured) {
    const bottle = bottleIdText(t, bottleId);
    if (openedNow) lines.push(t('inventory.glassPour.opened', { bottle }));
    if (finished) lines.push(t('inventory.glassPour.finished', { bottle }));
  }
  const open = answer.bottle?.open;
  if (answer.bottle && open) {
    const percent = Math.round((open.remaining * 100) / FULL);
    lines.push(
      t('inventory.glassPour.left', { bottle: bottleIdText(t, answer.bottle.id), percent }),
    );
  }
  return lines;
}

/**
 * `Pour` on a format listed by the glass (docs/product.md §4, decision 0053): a 3 oz or 5 oz glass
 * from the format's open bottle, which the server picks (and opens, and finishes) itself; what it
 * did is said under the button.
 */
export function GlassPour({ formatId }: { formatId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ lines: string[]; error: boolean } | null>(null);

  const pour = async (size: PourSize) => {
    setBusy(true);
    try {
      setSaid({ lines: pouredLines(t, await pourGlass(formatId, size)), error: false });
    } catch (caught) {
      setSaid({ lines: [errorText(t, caught, t('inventory.messages.saveFailed'))], error: true });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="glass-pour">
      <Group gap="sm" wrap="nowrap">
        <Button mih={44} loading={busy} onClick={() => setAsking(true)}>
          {t('inventory.openBottle.pour')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('inventory.glassPour.hint')}
        </Text>
      </Group>
      {said?.error && (
        <Alert color="red" role="alert" data-testid="glass-pour-said">
          {said.lines.join(' ')}
        </Alert>
      )}
      {said && !said.error && (
        <Stack gap={2} role="status" data-testid="glass-pour-said">
          {said.lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      )}
      <PourDialog
        opened={asking}
        busy={busy}
        onPour={(size) => void pour(size)}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
