import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import { DEFAULT_BOTTLE_SIZE_ML, type Format } from '../../../domain/inventory.js';
import type { RestaurantData } from '../../../domain/restaurant-data.js';
import { dashboardStore } from '../../lib/dashboard-store.js';
import { addBottles, addFormat } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useSave } from '../../lib/use-save.js';
import { type FormatChoice, planAdd } from './add-bottle.js';

/** The format select's value for "a new vintage or size". */
export const NEW_FORMAT = '__new__';

function formatsOf(data: RestaurantData | null | undefined, productId: string): Format[] {
  return [...(data?.formats.values() ?? [])]
    .filter((format) => format.productId === productId)
    .sort(compareFormatsNewestFirst);
}

/**
 * Add Bottle's state: the profile and format chosen (a preset one, or the newest format of the
 * profile picked), how many, where, and the add itself (docs/product.md §4).
 */
export function useAddBottles(preset: { productId?: string; formatId?: string }) {
  const { t } = useTranslation();
  const data = useLiveState((s) => s.data);
  const [productId, setProductId] = useState<string | null>(preset.productId ?? null);
  const [formatValue, setFormatValue] = useState<string | null>(preset.formatId ?? null);
  const [vintage, setVintage] = useState(String(new Date().getFullYear()));
  const [size, setSize] = useState<string | number>(DEFAULT_BOTTLE_SIZE_ML);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [place, setPlace] = useState<{ locationId: string | null; bin: string }>({
    locationId: null,
    bin: '',
  });
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useSave();

  const product = productId ? data?.products.get(productId) : undefined;
  const formats = product ? formatsOf(data, product.id) : [];
  const count = typeof quantity === 'number' ? quantity : Number(quantity);
  const close = () => dashboardStore.closeDialog();

  const chosenFormat = (): FormatChoice | null => {
    if (formatValue === NEW_FORMAT)
      return { kind: 'new', vintage, bottleSize: Number(size) || DEFAULT_BOTTLE_SIZE_ML };
    if (formatValue && formats.some((format) => format.id === formatValue))
      return { kind: 'existing', formatId: formatValue };
    return null;
  };

  const add = async () => {
    const plan = planAdd({ productId, format: chosenFormat(), quantity: count, ...place });
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
          t('inventory.messages.bottlesAddedTitle', { count: added }),
          t('inventory.messages.bottlesAdded', { count: added }),
        );
        close();
      },
      (caught) => setError(errorText(t, caught, t('inventory.messages.addFailed'))),
    );
  };

  return {
    data,
    product,
    formats,
    pick: (id: string) => {
      setProductId(id);
      setFormatValue(formatsOf(data, id)[0]?.id ?? NEW_FORMAT);
    },
    unpick: () => setProductId(null),
    formatValue,
    setFormatValue,
    vintage,
    setVintage,
    size,
    setSize,
    quantity,
    setQuantity,
    count,
    place,
    setPlace,
    error,
    saving,
    add,
    close,
  };
}

export type AddBottles = ReturnType<typeof useAddBottles>;
