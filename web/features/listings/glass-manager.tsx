import {
  Button,
  Group,
  type OptionsFilter,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import type { Format, Product } from '../../../domain/inventory.js';
import { cleanPriceInput, formatPriceInput, parsePriceInput } from '../../../domain/price-input.js';
import type { GlassListing } from '../../../domain/restaurant.js';
import { normalizeText } from '../../../domain/text.js';
import { useLiveState } from '../../lib/live-store.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useRunner } from '../../lib/use-runner.js';
import { GlassListingRow } from './glass-listing-row.js';
import { putListing } from './listings-api.js';

export interface GlassManagerProps {
  opened: boolean;
  onClose: () => void;
  /** Opens preset to this format (the wine detail view's "add to glass menu"). */
  initialFormatId?: string;
}

const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Newest vintage first, then the usual size first: the order of the wine card (docs/product.md §2). */
function byVintage(a: Format, b: Format): number {
  return (
    b.vintage.localeCompare(a.vintage, undefined, { numeric: true }) || a.bottleSize - b.bottleSize
  );
}

/** Case- and accent-insensitive, like every search of the app (docs/product.md §5). */
const wineFilter: OptionsFilter = ({ options, search, limit }) => {
  const query = normalizeText(search);
  const found = [];
  for (const option of options) {
    if (!('value' in option)) continue;
    if (normalizeText(option.label).includes(query)) found.push(option);
    if (found.length >= limit) break;
  }
  return found;
};

/** docs/product.md §2 by-the-glass manager: one listing per format, with 3oz and 5oz prices. */
export function GlassManager({ opened, onClose, initialFormatId }: GlassManagerProps) {
  const { t } = useTranslation();
  return (
    <ManagerModal opened={opened} onClose={onClose} title={t('glass.title')}>
      <GlassManagerBody initialFormatId={initialFormatId} />
    </ManagerModal>
  );
}

interface Draft {
  productId: string | null;
  formatId: string | null;
  price3oz: string;
  price5oz: string;
}

const emptyDraft: Draft = { productId: null, formatId: null, price3oz: '', price5oz: '' };

function draftFor(format: Format | undefined, listing: GlassListing | undefined): Draft {
  if (!format) return emptyDraft;
  return {
    productId: format.productId,
    formatId: format.id,
    price3oz: formatPriceInput(listing?.price3oz ?? null),
    price5oz: formatPriceInput(listing?.price5oz ?? null),
  };
}

function GlassManagerBody({ initialFormatId }: { initialFormatId: string | undefined }) {
  const { t } = useTranslation();
  const productMap = useLiveState((state) => state.data?.products);
  const formatMap = useLiveState((state) => state.data?.formats);
  const listingMap = useLiveState((state) => state.data?.listings);

  const listingByFormat = useMemo(
    () => new Map([...(listingMap?.values() ?? [])].map((listing) => [listing.formatId, listing])),
    [listingMap],
  );
  const formatsByProduct = useMemo(() => {
    const grouped = new Map<string, Format[]>();
    for (const format of formatMap?.values() ?? []) {
      const list = grouped.get(format.productId);
      if (list) list.push(format);
      else grouped.set(format.productId, [format]);
    }
    for (const list of grouped.values()) list.sort(byVintage);
    return grouped;
  }, [formatMap]);
  const wineOptions = useMemo(
    () =>
      [...(productMap?.values() ?? [])]
        .sort((a, b) => nameCollator.compare(a.name, b.name))
        .map((product) => ({ value: product.id, label: wineLabel(product) })),
    [productMap],
  );

  const [draft, setDraft] = useState<Draft>(() => {
    const format = initialFormatId ? formatMap?.get(initialFormatId) : undefined;
    return draftFor(format, format && listingByFormat.get(format.id));
  });
  const [error, setError] = useState<ErrorText | null>(null);
  const { pending, run } = useRunner();
  const price3Ref = useRef<HTMLInputElement>(null);

  const formatLabel = (format: Format) =>
    t('glass.formatLabel', { vintage: vintageText(format.vintage), size: format.bottleSize });
  const formatOptions = (draft.productId ? (formatsByProduct.get(draft.productId) ?? []) : []).map(
    (format) => ({ value: format.id, label: formatLabel(format) }),
  );
  const price3oz = parsePriceInput(draft.price3oz);
  const price5oz = parsePriceInput(draft.price5oz);
  const existing = draft.formatId ? listingByFormat.get(draft.formatId) : undefined;
  // docs/product.md §5: disabled without a selected wine or without at least one price.
  const ready = draft.formatId !== null && (price3oz !== null || price5oz !== null);

  const chooseFormat = (formatId: string | null, base: Draft) => {
    const listing = formatId ? listingByFormat.get(formatId) : undefined;
    // A format already listed shows its prices: saving then updates that listing.
    setDraft(
      listing
        ? { ...base, ...draftFor(formatMap?.get(listing.formatId), listing) }
        : { ...base, formatId },
    );
  };

  const chooseWine = (productId: string | null) => {
    setError(null);
    if (!productId) return setDraft(emptyDraft);
    const product = productMap?.get(productId);
    const formats = formatsByProduct.get(productId) ?? [];
    const preferred =
      formats.find((format) => format.id === product?.defaultFormatId) ?? formats[0];
    chooseFormat(preferred?.id ?? null, { ...draft, productId });
  };

  const edit = (listing: GlassListing) => {
    setError(null);
    setDraft(draftFor(formatMap?.get(listing.formatId), listing));
    price3Ref.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formatId = draft.formatId;
    if (!ready || formatId === null) return;
    void run('save', async () => {
      setError(null);
      try {
        await putListing({ formatId, price3oz, price5oz });
        setDraft(emptyDraft);
      } catch (failure) {
        setError(() => describeError(failure, saveFailed));
      }
    });
  };

  const listings = useMemo(() => {
    const rows = [...(listingMap?.values() ?? [])].map((listing) => {
      const format = formatMap?.get(listing.formatId);
      const product = format ? productMap?.get(format.productId) : undefined;
      return { listing, format, product };
    });
    return rows.sort((a, b) => nameCollator.compare(a.product?.name ?? '', b.product?.name ?? ''));
  }, [listingMap, formatMap, productMap]);

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('glass.wine')}
            placeholder={t('glass.winePlaceholder')}
            data={wineOptions}
            value={draft.productId}
            onChange={chooseWine}
            searchable
            clearable
            filter={wineFilter}
            limit={50}
            nothingFoundMessage={t('glass.nothingFound')}
          />
          <Select
            label={t('glass.format')}
            placeholder={t('glass.formatPlaceholder')}
            data={formatOptions}
            value={draft.formatId}
            onChange={(formatId) => chooseFormat(formatId, draft)}
            disabled={draft.productId === null}
            allowDeselect={false}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              ref={price3Ref}
              label={t('glass.price3oz')}
              value={draft.price3oz}
              onChange={(event) => {
                const price = cleanPriceInput(event.currentTarget.value);
                setDraft((current) => ({ ...current, price3oz: price }));
              }}
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
            />
            <TextInput
              label={t('glass.price5oz')}
              value={draft.price5oz}
              onChange={(event) => {
                const price = cleanPriceInput(event.currentTarget.value);
                setDraft((current) => ({ ...current, price5oz: price }));
              }}
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
            />
          </SimpleGrid>
          {error && (
            <Text role="alert" size="sm" c="var(--mantine-color-error)">
              {error(t)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setDraft(emptyDraft);
                setError(null);
              }}
              disabled={pending === 'save'}
            >
              {t('glass.clear')}
            </Button>
            <Button type="submit" disabled={!ready} loading={pending === 'save'}>
              {existing ? t('glass.update') : t('glass.add')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Stack gap="xs">
        <Title order={3} fz="lg">
          {t('glass.listTitle')}
        </Title>
        {listings.length === 0 ? (
          <Text c="dimmed">{t('glass.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {listings.map(({ listing, format, product }) => (
              <GlassListingRow
                key={listing.id}
                listing={listing}
                name={product?.name ?? t('glass.unknownWine')}
                detail={format ? formatLabel(format) : ''}
                onEdit={() => edit(listing)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function wineLabel(product: Product): string {
  return product.producer ? `${product.name} — ${product.producer}` : product.name;
}
