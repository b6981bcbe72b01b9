import { Button, Code, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Category, Subcategory } from '../../../domain/restaurant.js';

interface RowActions {
  /** The name in the UI language, for the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A category's names and key, with its Edit and Delete. */
export function CategoryHeading({
  category,
  headingId,
  name,
  onEdit,
  onDelete,
}: RowActions & { category: Category; headingId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <div>
        <Title order={3} fz="lg" id={headingId}>
          {category.en} / {category.fr}
        </Title>
        <Code>{category.key}</Code>
      </div>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={onEdit}
          aria-label={t('categories.editAction', { name })}
        >
          {t('settings.edit')}
        </Button>
        <Button
          variant="light"
          color="red"
          size="xs"
          onClick={onDelete}
          aria-label={t('categories.deleteAction', { name })}
        >
          {t('settings.delete')}
        </Button>
      </Group>
    </Group>
  );
}

/** A sub-category's names and key, with its Edit and Delete. */
export function SubcategoryRow({
  subcategory,
  name,
  onEdit,
  onDelete,
}: RowActions & { subcategory: Subcategory }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" style={{ minWidth: 0 }}>
        {subcategory.en} / {subcategory.fr} <Code fz="xs">{subcategory.key}</Code>
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onEdit}
          aria-label={t('categories.editAction', { name })}
        >
          {t('settings.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={onDelete}
          aria-label={t('categories.deleteAction', { name })}
        >
          {t('settings.delete')}
        </Button>
      </Group>
    </Group>
  );
}
