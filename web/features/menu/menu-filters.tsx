import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/ScrollArea.css';
import {
  Autocomplete,
  Button,
  Group,
  NumberInput,
  type OptionsFilter,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestMenuFilters, MenuFilterOptions } from '../../../domain/guest-menu.js';
import type { NumberRange } from '../../../domain/inventory-filters.js';
import { normalizeText } from '../../../domain/text.js';
import classes from './menu.module.css';

type TextField = 'producer' | 'grape' | 'country' | 'region' | 'subregion';

/** Suggestions match like the filter itself: a substring, ignoring case and accents. */
const accentInsensitive: OptionsFilter = ({ options, search }) => {
  const needle = normalizeText(search);
  return options.filter(
    (option) => !('label' in option) || normalizeText(option.label).includes(needle),
  );
};

function toNumber(value: string | number): number | null {
  if (value === '' || value === null) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

interface MenuFiltersProps {
  filters: GuestMenuFilters;
  options: MenuFilterOptions;
  colorLabel: (color: string) => string;
  onChange: (filters: GuestMenuFilters) => void;
  onClear: () => void;
}

export function MenuFilters({ filters, options, colorLabel, onChange, onClear }: MenuFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<GuestMenuFilters>) => onChange({ ...filters, ...patch });
  const setRange = (field: 'vintage' | 'price', patch: Partial<NumberRange>) =>
    set({ [field]: { ...filters[field], ...patch } });

  const textFields: Array<{ field: TextField; label: string; data: string[] }> = [
    { field: 'producer', label: t('guestMenu.producer'), data: options.producers },
    { field: 'grape', label: t('guestMenu.grape'), data: options.grapes },
    { field: 'country', label: t('guestMenu.country'), data: options.countries },
    { field: 'region', label: t('guestMenu.region'), data: options.regions },
    { field: 'subregion', label: t('guestMenu.subregion'), data: options.subregions },
  ];

  return (
    <div className={classes.filters} data-testid="menu-filters">
      <TextInput
        label={t('guestMenu.searchLabel')}
        placeholder={t('guestMenu.searchPlaceholder')}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        type="search"
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={t('guestMenu.color')}
          placeholder={t('guestMenu.anyColor')}
          data={options.colors.map((color) => ({ value: color, label: colorLabel(color) }))}
          value={filters.color}
          onChange={(color) => set({ color })}
          clearable
        />
        <Select
          label={t('guestMenu.bottleSize')}
          placeholder={t('guestMenu.anySize')}
          data={options.bottleSizes.map((size) => ({
            value: String(size),
            label: t('guestMenu.sizeMl', { size }),
          }))}
          value={filters.bottleSize === null ? null : String(filters.bottleSize)}
          onChange={(size) => set({ bottleSize: size === null ? null : Number(size) })}
          clearable
        />
        {textFields.map(({ field, label, data }) => (
          <Autocomplete
            key={field}
            label={label}
            data={data}
            value={filters[field]}
            onChange={(value) => set({ [field]: value })}
            filter={accentInsensitive}
            limit={30}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mt="sm">
        <NumberInput
          label={t('guestMenu.vintageMin')}
          value={filters.vintage.min ?? ''}
          onChange={(value) => setRange('vintage', { min: toNumber(value) })}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=""
          hideControls
        />
        <NumberInput
          label={t('guestMenu.vintageMax')}
          value={filters.vintage.max ?? ''}
          onChange={(value) => setRange('vintage', { max: toNumber(value) })}
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
        <NumberInput
          label={t('guestMenu.priceMin')}
          value={filters.price.min ?? ''}
          onChange={(value) => setRange('price', { min: toNumber(value) })}
          allowNegative={false}
          decimalScale={2}
          hideControls
        />
        <NumberInput
          label={t('guestMenu.priceMax')}
          value={filters.price.max ?? ''}
          onChange={(value) => setRange('price', { max: toNumber(value) })}
          allowNegative={false}
          decimalScale={2}
          hideControls
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="light" onClick={onClear}>
          {t('guestMenu.clearAll')}
        </Button>
      </Group>
    </div>
  );
}
