import '../../lib/ui/inventory-styles.js';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseFormat, compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format, Product } from '../../../domain/inventory.js';
import type { GlassListing } from '../../../domain/restaurant.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import {
  blendText,
  bottleIdDisplay,
  categoryText,
  groupBottlesByLocation,
  money,
  originText,
  vintageText,
} from '../../lib/display.js';
import { currentLanguage } from '../../lib/i18n.js';
import { setDefaultFormat, updateFormat } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import { notifyError, notifySuccess } from '../../lib/ui/notify.js';
import { BarcodeEditor } from './barcode-editor.js';
import { BottleDrawer } from './bottle-drawer.js';

function Field({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  if (value === null || value.trim() === '') return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The wine detail view (docs/product.md §2), derived from the live store on every render. */
export function WineDetail() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const selection = useDashboard((s) => s.selection);
  const view = useDashboard((s) => s.view);
  const data = useLiveState((s) => s.data);
  const [busy, setBusy] = useState<'default' | 'menu' | null>(null);
  const [editingBarcode, setEditingBarcode] = useState(false);
  const shown = useRef<string | null>(null);

  const product: Product | undefined = selection ? data?.products.get(selection.wineId) : undefined;
  const formats: Format[] = product
    ? [...(data?.formats.values() ?? [])].filter((format) => format.wineId === product.id)
    : [];
  const bottles = data ? [...data.bottles.values()] : [];
  const counts = new Map<string, number>();
  for (const bottle of bottles) counts.set(bottle.formatId, (counts.get(bottle.formatId) ?? 0) + 1);
  const bottleCount = (formatId: string) => counts.get(formatId) ?? 0;
  const format = product
    ? chooseFormat({
        formats,
        requestedFormatId: selection?.formatId ?? null,
        defaultFormatId: product.defaultFormatId,
        view,
        bottleCount,
      })
    : undefined;

  // Re-sync: the wine or the format on screen disappeared (here or in another tab): close.
  const gone =
    data !== null &&
    selection !== null &&
    (!product || !format || (shown.current !== null && !data.formats.has(shown.current)));
  useEffect(() => {
    if (gone) {
      shown.current = null;
      dashboardStore.closeWine();
    } else if (format) shown.current = format.id;
  }, [gone, format]);

  if (!selection || !product || !format || !data) return null;

  const formatBottles = bottles.filter((bottle) => bottle.formatId === format.id);
  const groups = groupBottlesByLocation(formatBottles, data.locations);
  const isDefault = product.defaultFormatId === format.id;
  const vintage = vintageText(format.vintage);
  const siblings = [...formats].sort(compareFormatsNewestFirst);
  const isWhisky = product.mainCategory === 'cat_whisky';
  const blend = blendText(isWhisky ? product.grains : product.varieties);

  const makeDefault = async () => {
    setBusy('default');
    try {
      await setDefaultFormat(product.id, format.id);
      notifySuccess(
        t('inventory.messages.defaultSetTitle'),
        t('inventory.messages.defaultSetBody', { vintage, size: format.bottleSize }),
      );
    } catch {
      notifyError(t('inventory.common.error'), t('inventory.messages.defaultFailed'));
    } finally {
      setBusy(null);
    }
  };

  const toggleMenu = async () => {
    setBusy('menu');
    const next = !format.showOnMenu;
    try {
      await updateFormat(format.id, { showOnMenu: next });
      notifySuccess(
        t('inventory.messages.visibilityTitle'),
        next ? t('inventory.messages.visibilityShown') : t('inventory.messages.visibilityHidden'),
      );
    } catch (error) {
      notifyError(
        t('inventory.common.error'),
        errorText(t, error, t('inventory.messages.saveFailed')),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg" data-testid="wine-detail">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button variant="subtle" onClick={() => dashboardStore.closeWine()} px="xs">
          ← {t('inventory.detail.back')}
        </Button>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            onClick={() =>
              dashboardStore.openDialog({
                kind: 'bottleForm',
                mode: 'editProfile',
                wineId: product.id,
                formatId: format.id,
              })
            }
          >
            {t('inventory.detail.editProfile')}
          </Button>
          <Button
            onClick={() =>
              dashboardStore.openDialog({
                kind: 'addBottle',
                wineId: product.id,
                formatId: format.id,
              })
            }
          >
            {t('inventory.detail.addBottle')}
          </Button>
        </Group>
      </Group>

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
            vintage,
            size: format.bottleSize,
            count: formatBottles.length,
          })}
        </Text>
      </Stack>

      {format.showOnMenu && formatBottles.length === 0 && (
        <Alert color="orange" role="alert" title={t('inventory.detail.stockWarningTitle')}>
          {t('inventory.detail.stockWarning')}
        </Alert>
      )}

      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          disabled={isDefault}
          loading={busy === 'default'}
          onClick={() => void makeDefault()}
        >
          {isDefault ? t('inventory.detail.isDefault') : t('inventory.detail.makeDefault')}
        </Button>
        <Button variant="light" loading={busy === 'menu'} onClick={() => void toggleMenu()}>
          {format.showOnMenu
            ? t('inventory.detail.hideFromMenu')
            : t('inventory.detail.showOnMenu')}
        </Button>
        <Button
          variant="light"
          onClick={() => dashboardStore.openDialog({ kind: 'glass', formatId: format.id })}
        >
          {t('inventory.detail.addToGlass')}
        </Button>
        <Button variant="light" onClick={() => setEditingBarcode(true)}>
          {product.barcode ? t('inventory.detail.editBarcode') : t('inventory.detail.addBarcode')}
        </Button>
      </Group>

      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Field label={t('inventory.fields.producer')} value={product.producer} />
          <Field
            label={t('inventory.detail.origin')}
            value={originText([
              product.classification,
              product.appellation,
              product.subregion,
              product.region,
              product.country,
            ])}
          />
          <Field
            label={t('inventory.detail.category')}
            value={[
              categoryText(data.categories, product.mainCategory, product.subCategory, language) ??
                t('inventory.detail.noCategory'),
              product.style,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Field
            label={isWhisky ? t('inventory.fields.grains') : t('inventory.detail.blend')}
            value={blend}
          />
          <Field
            label={t('inventory.detail.abvSize')}
            value={[
              product.alcoholPercentage === null ? null : `${product.alcoholPercentage}%`,
              `${format.bottleSize} ml`,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Field
            label={t('inventory.detail.costPrice')}
            value={[
              money(format.cost) && `${t('inventory.fields.cost')} ${money(format.cost)}`,
              money(format.price) && `${t('inventory.fields.price')} ${money(format.price)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Field
            label={t('inventory.detail.byTheGlass')}
            value={glassListingText(
              [...data.listings.values()].find((listing) => listing.formatId === format.id),
              t('inventory.detail.glass3oz'),
              t('inventory.detail.glass5oz'),
            )}
            testId="detail-glass"
          />
          <Field label={t('inventory.detail.designation')} value={product.regulatedDesignation} />
          <Field
            label={t('inventory.fields.barcode')}
            value={product.barcode}
            testId="detail-barcode"
          />
          <Field label={t('inventory.fields.tastingNotes')} value={format.tastingNotes} />
        </SimpleGrid>
      </Card>

      {siblings.length > 1 && (
        <Stack gap="xs">
          <Text fw={600}>{t('inventory.detail.otherFormats')}</Text>
          <Group gap="xs" wrap="wrap">
            {siblings.map((sibling) => (
              <Button
                key={sibling.id}
                size="xs"
                variant={sibling.id === format.id ? 'filled' : 'default'}
                aria-pressed={sibling.id === format.id}
                onClick={() => dashboardStore.selectFormat(sibling.id)}
              >
                {t('inventory.detail.formatButton', {
                  vintage: vintageText(sibling.vintage),
                  size: sibling.bottleSize,
                  count: bottleCount(sibling.id),
                })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}

      <Stack gap="sm">
        <Text fw={600}>{t('inventory.detail.bottles', { count: formatBottles.length })}</Text>
        {groups.length === 0 && <Text c="dimmed">{t('inventory.detail.noBottles')}</Text>}
        {groups.map((group) => (
          <Card key={group.locationId ?? ''} withBorder padding="sm">
            <Text fw={600} mb="xs">
              {group.name ?? t('inventory.common.unassigned')} ({group.bottles.length})
            </Text>
            <Group gap="xs" wrap="wrap">
              {group.bottles.map((bottle) => {
                const id = bottleIdDisplay(bottle.id);
                return (
                  <UnstyledButton
                    key={bottle.id}
                    data-testid="detail-bottle"
                    onClick={() => dashboardStore.openBottle(bottle.id)}
                    style={{
                      border: '1px solid var(--mantine-color-default-border)',
                      borderRadius: 'var(--mantine-radius-sm)',
                      padding: '4px 8px',
                    }}
                  >
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">
                        {id.manual
                          ? t('inventory.drawer.manualEntry', { last6: id.text })
                          : t('inventory.detail.bottleId', { last6: id.text.slice(-6) })}
                      </Text>
                      <Badge size="sm" variant="light">
                        {bottle.binNumber || t('inventory.common.unbinned')}
                      </Badge>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Group>
          </Card>
        ))}
      </Stack>
      <BottleDrawer />
      {editingBarcode && (
        <BarcodeEditor product={product} onClose={() => setEditingBarcode(false)} />
      )}
    </Stack>
  );
}

/** "3oz 9.00 · 5oz 14.00" when the format is poured by the glass, else nothing. */
function glassListingText(
  listing: GlassListing | undefined,
  label3oz: string,
  label5oz: string,
): string | null {
  if (!listing) return null;
  return [
    money(listing.price3oz) && `${label3oz} ${money(listing.price3oz)}`,
    money(listing.price5oz) && `${label5oz} ${money(listing.price5oz)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
