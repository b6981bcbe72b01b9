import { Button, Group, type OptionsFilter, Select, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vintageText } from '../../../domain/format-rules.js';
import type { Format } from '../../../domain/inventory.js';
import { formatPriceInput, parsePriceInput } from '../../../domain/price-input.js';
import type { GlassListing } from '../../../domain/restaurant.js';
import { normalizeText } from '../../../domain/text.js';
import { describeError, type ErrorText, saveFailed } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useRunner } from '../../lib/use-runner.js';
import { GlassListingRow } from './glass-listing-row.js';
import { GlassPriceFields } from './glass-price-fields.js';
import { putListing } from './listings-api.js';
import { useGlassChoices } from './use-glass-choices.js';

export interface GlassManagerProps {
  opened: boolean;
  onClose: () => void;
  /** Opens preset to this format (the wine detail view's "add to glass menu"). */
  initialFormatId?: string;
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
  const { productMap, formatMap, listingByFormat, formatsByProduct, wineOptions, listings } =
    useGlassChoices();

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
          <GlassPriceFields
            price3oz={draft.price3oz}
            price5oz={draft.price5oz}
            price3Ref={price3Ref}
            onChange={(prices) => setDraft((current) => ({ ...current, ...prices }))}
          />
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
