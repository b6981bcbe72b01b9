import type { ParseKeys, TFunction } from 'i18next';
import type { ActivityEntry } from '../../../domain/activity.js';
import { type EditValue, editedFields } from '../../../domain/activity-edits.js';
import type { Category } from '../../../domain/restaurant.js';
import { blendText, categoryText, sizeText, vintageText } from '../../lib/display.js';
import { formatPercent } from '../../lib/number-format.js';

/** Each field's label, as the profile and format forms name it. */
const LABEL_KEYS: Readonly<Record<string, ParseKeys>> = {
  category: 'inventory.detail.category',
  alcoholPercentage: 'inventory.fields.alcohol',
  isPrivateImport: 'inventory.fields.privateImport',
  showOnMenu: 'inventory.detail.showOnMenu',
};

const ORDER: readonly string[] = [
  ...new Set<string>([...editedFields.product, ...editedFields.format, ...editedFields.bottle]),
];

interface Reader {
  t: TFunction;
  language: 'en' | 'fr';
  categories: ReadonlyMap<string, Category> | undefined;
}

function valueText(field: string, value: EditValue, { t, language, categories }: Reader): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'activity.yes' : 'activity.no');
  if (Array.isArray(value)) return blendText(value, language) || '—';
  if (typeof value === 'number') {
    if (field === 'alcoholPercentage') return formatPercent(value, language);
    if (field === 'bottleSize') return sizeText(value, language);
    // Money with its cents, as it was typed: 45.00 → 48.00 (fr 45,00 → 48,00).
    return new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  }
  if (field === 'vintage') return vintageText(value);
  if (field === 'category') {
    const [main = '', sub = ''] = value.split('/');
    return (categories && categoryText(categories, main, sub, language)) ?? value;
  }
  return value;
}

/** "Price: 45.00 → 48.00", one line per field an edit changed, in the forms' order. */
export function editLines(entry: ActivityEntry, reader: Reader): string[] {
  const { edits } = entry;
  if (!edits) return [];
  return ORDER.flatMap((field) => {
    const edit = edits[field];
    if (!edit) return [];
    return [
      reader.t('activity.edit', {
        // The other fields are labelled by their own name under inventory.fields.
        field: reader.t(LABEL_KEYS[field] ?? (`inventory.fields.${field}` as ParseKeys)),
        from: valueText(field, edit.from, reader),
        to: valueText(field, edit.to, reader),
      }),
    ];
  });
}
