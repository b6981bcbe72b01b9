import '../../lib/ui/inventory-styles.js';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import { DEFAULT_BOTTLE_SIZE_ML } from '../../../domain/inventory.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { vintageText } from '../../lib/display.js';
import { addBottles, addFormat } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import { FormActions } from '../../lib/ui/form-actions.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useIsPhone } from '../../lib/ui/use-is-phone.js';
import { useSave } from '../../lib/use-save.js';
import { LocationBinSelects } from '../locations/index.js';
import { type FormatChoice, planAdd, searchProfiles } from './add-bottle.js';

// "…or scan" (docs/product.md §2): the batch add scan for the chosen format, loaded when asked for.
const BatchScanDialog = lazy(() =>
  import('../batches/index.js').then((m) => ({ default: m.BatchScanDialog })),
);
const NEW_FORMAT = '__new__';

/** The global add-bottle dialog (docs/product.md §2): pick a profile, its format, how many, where. */
export function AddBottleDialog({
  productId: presetWine,
  formatId: presetFormat,
}: {
  productId?: string;
  formatId?: string;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const data = useLiveState((s) => s.data);
  const [query, setQuery] = useState('');
  const [productId, setProductId] = useState<string | null>(presetWine ?? null);
  const [formatValue, setFormatValue] = useState<string | null>(presetFormat ?? null);
  const [vintage, setVintage] = useState(String(new Date().getFullYear()));
  const [size, setSize] = useState<string | number>(DEFAULT_BOTTLE_SIZE_ML);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [bin, setBin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useSave();
  const [scanning, setScanning] = useState(false);

  const product = productId ? data?.products.get(productId) : undefined;
  const formats = product
    ? [...(data?.formats.values() ?? [])]
        .filter((format) => format.productId === product.id)
        .sort(compareFormatsNewestFirst)
    : [];
  const counts = new Map<string, number>();
  if (product) {
    for (const bottle of data?.bottles.values() ?? [])
      counts.set(bottle.formatId, (counts.get(bottle.formatId) ?? 0) + 1);
  }
  const results = product ? [] : searchProfiles(data?.products.values() ?? [], query, 30);
  const close = () => dashboardStore.closeDialog();
  const count = typeof quantity === 'number' ? quantity : Number(quantity);

  const chosenFormat = (): FormatChoice | null => {
    if (formatValue === NEW_FORMAT)
      return { kind: 'new', vintage, bottleSize: Number(size) || DEFAULT_BOTTLE_SIZE_ML };
    if (formatValue && formats.some((format) => format.id === formatValue))
      return { kind: 'existing', formatId: formatValue };
    return null;
  };

  const add = async () => {
    const plan = planAdd({ productId, format: chosenFormat(), quantity: count, locationId, bin });
    if (plan.kind === 'nothing') return;
    if (plan.kind === 'noProfile') {
      setError(t('reasons.format-unknown'));
      return;
    }
    setError(null);
    await save(
      async () => {
        const added =
          plan.kind === 'bottles'
            ? (await addBottles(plan.body)).bottles.length
            : (
                await addFormat(plan.productId, {
                  format: plan.format,
                  bottles: {
                    count: plan.bottles.count ?? 0,
                    ids: [],
                    locationId: plan.bottles.locationId ?? null,
                    bin: plan.bottles.bin ?? '',
                  },
                })
              ).bottles.length;
        notifySuccess(
          t('inventory.messages.successTitle'),
          t('inventory.messages.bottlesAdded', { count: added }),
        );
        close();
      },
      (caught) => setError(errorText(t, caught, t('inventory.messages.addFailed'))),
    );
  };

  return (
    <Modal
      opened
      onClose={() => !saving && close()}
      title={t('inventory.add.title')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('inventory.common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {!product ? (
        <Stack gap="sm">
          <TextInput
            label={t('inventory.add.search')}
            placeholder={t('inventory.add.searchPlaceholder')}
            value={query}
            data-autofocus
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <ScrollArea.Autosize mah={phone ? undefined : 320}>
            <Stack gap={4} role="list" aria-label={t('inventory.add.results')}>
              {results.length === 0 && <Text c="dimmed">{t('inventory.add.noResults')}</Text>}
              {results.map((item) => (
                <UnstyledButton
                  key={item.id}
                  role="listitem"
                  onClick={() => {
                    setProductId(item.id);
                    const first = [...(data?.formats.values() ?? [])]
                      .filter((format) => format.productId === item.id)
                      .sort(compareFormatsNewestFirst)[0];
                    setFormatValue(first?.id ?? NEW_FORMAT);
                  }}
                  p="xs"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-sm)',
                  }}
                >
                  <Text fw={600}>{item.name}</Text>
                  <Text size="sm" c="dimmed">
                    {item.producer || t('inventory.common.na')}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group justify="space-between">
            <Button
              variant="light"
              onClick={() => dashboardStore.openDialog({ kind: 'bottleForm', mode: 'addBottle' })}
            >
              {t('inventory.add.createNew')}
            </Button>
            <Button variant="default" onClick={close}>
              {t('inventory.common.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={700} data-testid="add-bottle-profile">
                  {product.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {product.producer || t('inventory.common.na')}
                </Text>
              </Stack>
              {!presetWine && (
                <Button variant="subtle" size="xs" onClick={() => setProductId(null)}>
                  {t('inventory.add.changeProfile')}
                </Button>
              )}
            </Group>
            <Select
              label={t('inventory.add.format')}
              allowDeselect={false}
              data={[
                ...formats.map((format) => ({
                  value: format.id,
                  label: t('inventory.detail.formatButton', {
                    vintage: vintageText(format.vintage),
                    size: format.bottleSize,
                    count: counts.get(format.id) ?? 0,
                  }),
                })),
                { value: NEW_FORMAT, label: t('inventory.add.newFormat') },
              ]}
              value={formatValue}
              onChange={setFormatValue}
            />
            {formatValue === NEW_FORMAT && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('inventory.fields.vintage')}
                  value={vintage}
                  onChange={(event) => setVintage(event.currentTarget.value)}
                />
                <NumberInput
                  label={t('inventory.fields.bottleSize')}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  value={size}
                  onChange={setSize}
                />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NumberInput
                label={t('inventory.add.quantity')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                value={quantity}
                onChange={setQuantity}
              />
              <LocationBinSelects
                locationId={locationId}
                bin={bin}
                onChange={(nextLocation, nextBin) => {
                  setLocationId(nextLocation);
                  setBin(nextBin);
                }}
              />
            </SimpleGrid>
            <FormActions
              saving={saving}
              onCancel={close}
              error={error}
              saveLabel={t('inventory.add.submit')}
              saveDisabled={!(count >= 1) || formatValue === null}
              other={
                <Button
                  variant="light"
                  disabled={!formatValue || formatValue === NEW_FORMAT || saving}
                  onClick={() => setScanning(true)}
                >
                  {t('scanning.batch.scanInstead')}
                </Button>
              }
            />
          </Stack>
        </form>
      )}
      {scanning && formatValue && formatValue !== NEW_FORMAT && (
        <Suspense fallback={null}>
          <BatchScanDialog
            kind="add"
            formatId={formatValue}
            locationId={locationId}
            bin={bin}
            onClose={() => setScanning(false)}
            onDone={close}
          />
        </Suspense>
      )}
    </Modal>
  );
}
