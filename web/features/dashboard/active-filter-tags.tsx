import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterTag } from '../../../domain/inventory-filters.js';

interface ActiveFilterTagsProps {
  tags: readonly FilterTag[];
  labelOf: (tag: FilterTag) => string;
  onRemove: (tag: FilterTag) => void;
  onClear: () => void;
}

/** The filters in force as removable tags, and Clear All (docs/product.md §2). */
export function ActiveFilterTags({ tags, labelOf, onRemove, onClear }: ActiveFilterTagsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap={6} aria-label={t('dashboard.activeFilters')} role="list">
        {tags.map((tag) => {
          const label = labelOf(tag);
          return (
            <Badge
              key={label}
              role="listitem"
              size="lg"
              radius="sm"
              variant="light"
              tt="none"
              fw={500}
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  variant="transparent"
                  c="inherit"
                  aria-label={t('dashboard.removeFilter', { label })}
                  onClick={() => onRemove(tag)}
                />
              }
            >
              {label}
            </Badge>
          );
        })}
      </Group>
      <Button variant="subtle" size="compact-sm" disabled={tags.length === 0} onClick={onClear}>
        {t('dashboard.clearAll')}
      </Button>
    </Group>
  );
}
