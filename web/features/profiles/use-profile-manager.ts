import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bottlesOfFormat } from '../../../domain/bottle-counts.js';
import { compareFormatsNewestFirst } from '../../../domain/format-choice.js';
import type { Format, Product } from '../../../domain/inventory.js';
import { deleteFormat, deleteProduct } from '../../lib/inventory-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { errorText, reasonOf } from '../../lib/server-error.js';
import { notifySuccess } from '../../lib/ui/notify.js';
import { useSave } from '../../lib/use-save.js';
import { searchProfiles } from '../add-bottle/index.js';

export type Pending =
  | { kind: 'format'; format: Format; last: boolean }
  | { kind: 'profile'; product: Product }
  | null;

export interface Notice {
  title: string;
  message: string;
}

/**
 * Manage Profiles' state: the profiles found, the one selected with its formats and bottle
 * counts, and the delete asked for, confirmed, then made (docs/product.md §4 delete blocks).
 */
export function useProfileManager() {
  const { t } = useTranslation();
  const data = useLiveState((s) => s.data);
  const [query, setQuery] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { saving: busy, save } = useSave();

  const countOf = (formatId: string) => bottlesOfFormat(data?.counts.get(formatId));
  const formatsByProduct = new Map<string, Format[]>();
  for (const format of data?.formats.values() ?? []) {
    const list = formatsByProduct.get(format.productId) ?? [];
    list.push(format);
    formatsByProduct.set(format.productId, list);
  }
  const products = searchProfiles(
    data?.products.values() ?? [],
    query,
    Number.POSITIVE_INFINITY,
    (id) => formatsByProduct.get(id) ?? [],
  );
  const bottleCount = (productId: string) =>
    (formatsByProduct.get(productId) ?? []).reduce((sum, format) => sum + countOf(format.id), 0);
  const selected = selectedId ? data?.products.get(selectedId) : undefined;
  const selectedFormats = selected
    ? [...(formatsByProduct.get(selected.id) ?? [])].sort(compareFormatsNewestFirst)
    : [];

  const confirm = async () => {
    if (!pending) return;
    await save(
      async () => {
        if (pending.kind === 'format') {
          const { productRemoved } = await deleteFormat(pending.format.id);
          if (productRemoved) setSelectedId(null);
          notifySuccess(
            t('inventory.profiles.formatDeletedTitle'),
            t('inventory.profiles.formatDeleted'),
          );
        } else {
          await deleteProduct(pending.product.id);
          setSelectedId(null);
          notifySuccess(
            t('inventory.profiles.profileDeletedTitle'),
            t('inventory.profiles.profileDeleted'),
          );
        }
        setPending(null);
      },
      (error) => {
        setPending(null);
        const blocked = reasonOf(error) === 'format-has-bottles';
        setNotice({
          title: blocked ? t('inventory.profiles.blockedTitle') : t('inventory.common.error'),
          message: errorText(t, error, t('inventory.messages.saveFailed')),
        });
      },
    );
  };

  return {
    query,
    setQuery,
    products,
    countOf,
    bottleCount,
    selectedId,
    setSelectedId,
    selected,
    selectedFormats,
    pending,
    setPending,
    notice,
    setNotice,
    busy,
    confirm,
  };
}

export type ProfileManagerState = ReturnType<typeof useProfileManager>;
