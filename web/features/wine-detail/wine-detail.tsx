import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';
import { useAfterPaint } from '../../lib/use-after-paint.js';
import { useCan } from '../auth/index.js';
import { ParLevelField } from '../par-levels/index.js';
import { BarcodeEditor } from './barcode-editor.js';
import { BottleDrawer } from './bottle-drawer.js';
import { FormatActions } from './format-actions.js';
import { FormatBottles } from './format-bottles.js';
import { FormatCosts } from './format-costs.js';
import { GlassPour } from './glass-pour.js';
import { SiblingFormats } from './sibling-formats.js';
import { useShownWine } from './use-shown-wine.js';
import { WineFacts } from './wine-facts.js';

/** The wine detail view (docs/product.md §2): one format of a wine, kept live. */
export function WineDetail() {
  const { t } = useTranslation();
  const shown = useShownWine();
  const [editingBarcode, setEditingBarcode] = useState(false);
  // Staff add bottles; the wine itself is edited by those who may.
  const canEditProducts = useCan('edit-products');
  const seesCosts = useCan('see-costs');
  const canPour = useCan('edit-bottles');
  // The par level and the costs read the server when they open: they come a frame after the wine
  // and its bottles, whose first drawing on a phone they slowed by about a third.
  const later = useAfterPaint(true);
  if (!shown) return null;
  const { data, product, format, siblings, bottles, bottleCount } = shown;
  const count = bottleCount(format.id);
  const listed = [...data.listings.values()].some((listing) => listing.formatId === format.id);

  return (
    <Stack gap="lg" data-testid="wine-detail">
      <Group>
        <Button variant="subtle" onClick={() => dashboardStore.closeWine()} px="xs">
          ← {t('inventory.detail.back')}
        </Button>
      </Group>
      {/* The wine's name first: on a phone it is the first thing under the header. */}
      <Stack gap={4}>
        <Group gap="sm" align="baseline" wrap="wrap">
          <Title order={2} data-testid="detail-name">
            {product.name}
          </Title>
          {(product.isPrivateImport || format.isPrivateImport) && (
            <Badge variant="light" color="yellow" leftSection="★">
              {t('inventory.detail.privateImport')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" data-testid="detail-format">
          {t('inventory.detail.formatLine', {
            vintage: vintageText(format.vintage),
            size: format.bottleSize,
            count,
          })}
        </Text>
      </Stack>

      <Group gap="xs" wrap="wrap">
        {canEditProducts && (
          <Button
            variant="default"
            onClick={() =>
              dashboardStore.openDialog({
                kind: 'bottleForm',
                mode: 'editProfile',
                productId: product.id,
                formatId: format.id,
              })
            }
          >
            {t('inventory.detail.editProfile')}
          </Button>
        )}
        <Button
          onClick={() =>
            dashboardStore.openDialog({
              kind: 'addBottle',
              productId: product.id,
              formatId: format.id,
            })
          }
        >
          {t('inventory.detail.addBottle')}
        </Button>
      </Group>

      {format.showOnMenu && count === 0 && (
        <Alert color="orange" role="alert" title={t('inventory.detail.stockWarningTitle')}>
          {t('inventory.detail.stockWarning')}
        </Alert>
      )}

      <FormatActions
        product={product}
        format={format}
        onEditBarcode={() => setEditingBarcode(true)}
      />
      <WineFacts product={product} format={format} data={data} />
      {canPour && listed && <GlassPour formatId={format.id} />}
      {later && canEditProducts && <ParLevelField formatId={format.id} />}
      {later && seesCosts && (
        <FormatCosts formatId={format.id} changed={`${format.cost ?? ''}:${count}`} />
      )}
      <SiblingFormats siblings={siblings} currentId={format.id} bottleCount={bottleCount} />
      <FormatBottles
        bottles={bottles}
        failed={shown.bottlesFailed}
        onRetry={shown.retryBottles}
        locations={data.locations}
      />
      <BottleDrawer bottles={bottles} />
      {editingBarcode && canEditProducts && (
        <BarcodeEditor product={product} onClose={() => setEditingBarcode(false)} />
      )}
    </Stack>
  );
}
