import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarcodeMatch, ScanResult } from '../../../domain/catalog.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { resolveScan } from '../../lib/scan-api.js';
import { errorText } from '../../lib/server-error.js';
import { RemovedBottle } from '../../lib/ui/removed-bottle.js';
import { useCan } from '../auth/index.js';
import { ScannerModal } from '../scanner/index.js';
import { productTemplate } from './scan-outcome.js';
import { UnknownCode, WRAP } from './unknown-code.js';

type Prompt =
  | { kind: 'looking'; code: string }
  | { kind: 'match'; match: BarcodeMatch }
  | { kind: 'unknown'; code: string }
  | Extract<ScanResult, { kind: 'removed' }>
  | { kind: 'failed'; message: string }
  | null;

/**
 * The header Scan flow (docs/product.md §4): a bottle opens its wine; a barcode offers a new
 * profile, to a role that may create one (staff are told who can instead).
 */
export function ScanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const canCreate = useCan('edit-products');
  const [prompt, setPrompt] = useState<Prompt>(null);
  // The camera rests while an answer shows, so it does not replace what is being read; a code
  // typed meanwhile is taken, and its answer replaces the one shown.
  const busy = prompt !== null && prompt.kind !== 'failed';

  const handle = async (code: string) => {
    if (prompt?.kind === 'looking') return;
    setPrompt({ kind: 'looking', code });
    try {
      const result = await resolveScan(code);
      if (result.kind === 'bottle') {
        onClose();
        dashboardStore.openWine(result.productId, result.bottle.formatId, result.bottle.id);
      } else if (result.kind === 'removed') {
        // Not "Bottle not found!": when and why it left, and its history.
        setPrompt(result);
      } else if (result.kind === 'product' && result.match.productId) {
        // The barcode is already one of our profiles: open it rather than make a duplicate.
        onClose();
        dashboardStore.openWine(result.match.productId);
      } else if (result.kind === 'product') {
        setPrompt({ kind: 'match', match: result.match });
      } else {
        setPrompt({ kind: 'unknown', code: result.code });
      }
    } catch (error) {
      setPrompt({ kind: 'failed', message: errorText(t, error, t('scanning.flow.lookupError')) });
    }
  };

  const newProfile = (template: Record<string, unknown>) =>
    dashboardStore.openDialog({ kind: 'bottleForm', mode: 'addBottle', template });

  return (
    <ScannerModal
      mode="default"
      onScan={(code) => void handle(code)}
      onClose={onClose}
      paused={busy}
    >
      <Stack gap="sm" mt="md" aria-live="polite">
        {prompt?.kind === 'looking' && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text style={WRAP}>{t('scanning.flow.looking', { code: prompt.code })}</Text>
          </Group>
        )}
        {prompt?.kind === 'failed' && (
          <Alert color="red" role="alert" title={t('scanning.flow.lookupFailed')}>
            {prompt.message}
          </Alert>
        )}
        {prompt?.kind === 'removed' && (
          <RemovedBottle removal={prompt} withHistory>
            <Group gap="sm">
              <Button variant="default" onClick={() => setPrompt(null)}>
                {t('removals.scanAnother')}
              </Button>
            </Group>
          </RemovedBottle>
        )}
        {prompt?.kind === 'match' && (
          <Alert color="green" title={t('scanning.flow.matchTitle')} data-testid="scan-match">
            <Stack gap="xs">
              <Text>{t('scanning.flow.matchBody')}</Text>
              <Text fw={700}>{prompt.match.product.name}</Text>
              {prompt.match.product.producer && (
                <Text size="sm" c="dimmed">
                  {prompt.match.product.producer}
                </Text>
              )}
              {canCreate ? (
                <Group gap="sm">
                  <Button onClick={() => newProfile(productTemplate(prompt.match.product))}>
                    {t('scanning.flow.useMatch')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => newProfile({ barcode: prompt.match.product.barcode })}
                  >
                    {t('scanning.flow.enterManually')}
                  </Button>
                </Group>
              ) : (
                <>
                  <Text data-testid="scan-needs-manager">{t('access.newProfileByManager')}</Text>
                  <Group gap="sm">
                    <Button variant="default" onClick={() => setPrompt(null)}>
                      {t('scanning.common.cancel')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Alert>
        )}
        {prompt?.kind === 'unknown' && (
          <UnknownCode
            code={prompt.code}
            canCreate={canCreate}
            onCreate={newProfile}
            onDismiss={() => setPrompt(null)}
          />
        )}
      </Stack>
    </ScannerModal>
  );
}
