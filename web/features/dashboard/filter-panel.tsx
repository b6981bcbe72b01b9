import { Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { filterExtras } from '../../../domain/field-visibility.js';
import {
  activeFilterTags,
  EMPTY_FILTERS,
  type FilterTag,
  type InventoryFilters,
  type MultiValueFilter,
  type RangeFilter,
  removeFilterTag,
  setMainCategory,
  setRange,
  toggleFilterValue,
} from '../../../domain/inventory-filters.js';
import { dashboardStore, useDashboard } from '../../lib/dashboard-store.js';
import { useCan } from '../auth/index.js';
import { ActiveFilterTags } from './active-filter-tags.js';
import { MultiValueInput, RangeInput } from './filter-inputs.js';
import type { InventoryIndex } from './inventory-index.js';
import { useLocalized } from './use-localized.js';

type TextField = Exclude<MultiValueFilter, 'subCategories' | 'locations' | 'bottleSizes'>;

/** Display label <-> stored value, for filters whose values are keys, ids or numbers. */
interface Choices {
  labels: string[];
  toValue: Map<string, string | number>;
  toLabel: (value: string | number) => string;
}

function choices(pairs: Array<[string, string | number]>): Choices {
  const toValue = new Map(pairs);
  const byValue = new Map(pairs.map(([label, value]) => [value, label]));
  return {
    labels: pairs.map(([label]) => label),
    toValue,
    toLabel: (value) => byValue.get(value) ?? String(value),
  };
}

/** The filter panel of docs/product.md §2: every filter, the selected ones as removable tags. */
export function FilterPanel({ index }: { index: InventoryIndex }) {
  const { t } = useTranslation();
  const filters = useDashboard((state) => state.filters);
  const view = useDashboard((state) => state.view);
  const localized = useLocalized();
  const update = (next: InventoryFilters) => dashboardStore.setFilters(next);
  const extras = filterExtras(filters.mainCategory);
  // A role that receives no cost has none to filter by.
  const seesCosts = useCan('see-costs');

  const categories = [...index.categories.values()].sort((a, b) => a.position - b.position);
  const main = filters.mainCategory ? index.categories.get(filters.mainCategory) : undefined;
  const subCategories = choices(
    (main?.subcategories ?? [])
      .filter((sub) => view === 'profile' || index.distinct.subCategories.has(sub.key))
      .map((sub) => [localized(sub), sub.key]),
  );
  const locations = choices([
    ...[...index.locations.values()]
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
      .map((location): [string, string] => [location.name, location.id]),
    [t('dashboard.unassignedLocation'), ''],
  ]);
  const sizes = choices(index.distinct.bottleSizes.map((size) => [String(size), size]));

  const textInput = (field: TextField) => (
    <MultiValueInput
      key={field}
      label={t(`dashboard.filters.${field}`)}
      options={index.distinct[field]}
      selected={filters[field]}
      onToggle={(value) => update(toggleFilterValue(filters, field, value))}
    />
  );
  const mappedInput = (field: 'subCategories' | 'locations' | 'bottleSizes', map: Choices) => (
    <MultiValueInput
      key={field}
      label={t(`dashboard.filters.${field}`)}
      options={map.labels}
      selected={(filters[field] as Array<string | number>).map(map.toLabel)}
      onToggle={(label) => {
        const value = map.toValue.get(label);
        if (value === undefined) return;
        update(toggleFilterValue(filters, field, value as never));
      }}
    />
  );
  const rangeInput = (field: RangeFilter, step: number, decimalScale?: number) => (
    <RangeInput
      key={field}
      label={t(`dashboard.filters.${field}`)}
      range={filters[field]}
      step={step}
      decimalScale={decimalScale}
      onChange={(range) => update(setRange(filters, field, range))}
    />
  );

  const tagLabel = (tag: FilterTag): string => {
    if (tag.kind === 'mainCategory') {
      const category = index.categories.get(tag.value);
      return category ? localized(category) : tag.value;
    }
    if (tag.kind === 'range') {
      const { min, max } = tag.range;
      const bounds =
        min !== null && max !== null ? `${min}–${max}` : min !== null ? `≥ ${min}` : `≤ ${max}`;
      return `${t(`dashboard.filters.${tag.field}`)}: ${bounds}`;
    }
    const name = t(`dashboard.filters.${tag.field}`);
    if (tag.field === 'subCategories') return `${name}: ${subCategories.toLabel(tag.value)}`;
    if (tag.field === 'locations') return `${name}: ${locations.toLabel(tag.value)}`;
    return `${name}: ${tag.value}`;
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} id="dashboard-filters">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Select
            size="sm"
            label={t('dashboard.filters.mainCategory')}
            placeholder={t('dashboard.filters.anyCategory')}
            clearable
            value={filters.mainCategory}
            data={categories.map((category) => ({
              value: category.key,
              label: localized(category),
            }))}
            onChange={(value) => update(setMainCategory(filters, value))}
            comboboxProps={{ zIndex: 300 }}
          />
          {extras.subCategory && mappedInput('subCategories', subCategories)}
          {textInput('producers')}
          {textInput('countries')}
          {textInput('regions')}
          {textInput('subregions')}
          {extras.variety && textInput('varieties')}
          {extras.grains && textInput('grains')}
          {extras.appellation && textInput('appellations')}
          {extras.style && textInput('styles')}
          {mappedInput('locations', locations)}
          {mappedInput('bottleSizes', sizes)}
          {rangeInput('vintage', 1, 0)}
          {rangeInput('price', 0.01, 2)}
          {seesCosts && rangeInput('cost', 0.01, 2)}
          {rangeInput('alcohol', 0.1, 1)}
        </SimpleGrid>
        <ActiveFilterTags
          tags={activeFilterTags(filters)}
          labelOf={tagLabel}
          onRemove={(tag) => update(removeFilterTag(filters, tag))}
          onClear={() => update(EMPTY_FILTERS)}
        />
      </Stack>
    </Paper>
  );
}
