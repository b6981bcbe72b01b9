import { Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../domain/import-api.js';
import { useLiveState } from '../../lib/live-store.js';
import { useCategoryName } from './category-name.js';

/**
 * How many rows get each category and sub-category, as the file names them or as inferred from
 * the wine (decision 0022), each group's category changeable before `Import`: `choices` maps a
 * group (`main/sub` keys) to the category its rows get instead.
 */
export function CategoryGroups(props: {
  groups: ImportPreview['categoryGroups'];
  choices: Readonly<Record<string, string>>;
  onChange: (group: string, category: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const categories = useLiveState((state) => state.data?.categories);
  if (props.groups.length === 0) return null;
  const every = [...(categories?.values() ?? [])].flatMap((category) =>
    category.subcategories.map((sub) => `${category.key}/${sub.key}`),
  );
  const optionsFor = (group: string) =>
    (every.includes(group) ? every : [group, ...every]).map((keys) => ({
      value: keys,
      label: categoryName(keys),
    }));
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {t('exports.imports.categoriesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('exports.imports.categoriesHelp')}
      </Text>
      {props.groups.map(({ category, rows }) => (
        <Select
          key={category}
          label={t('exports.imports.categoryGroup', {
            category: categoryName(category),
            count: rows,
          })}
          data={optionsFor(category)}
          value={props.choices[category] ?? category}
          onChange={(value) => value !== null && props.onChange(category, value)}
          allowDeselect={false}
          searchable
          disabled={props.disabled}
          // A finger's width on a phone.
          styles={{ input: { minHeight: 44 } }}
        />
      ))}
    </Stack>
  );
}
