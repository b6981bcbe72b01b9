import { Divider, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBothNames, isValidCategoryKey } from '../../../domain/restaurant-commands.js';
import { useLiveState } from '../../lib/live-store.js';
import { useActionError } from '../../lib/ui/action-error.js';
import { type DialogsApi, useDialogs } from '../../lib/ui/dialogs.js';
import { describeError, type ErrorText } from '../../lib/ui/error-text.js';
import { ManagerModal } from '../../lib/ui/manager-modal.js';
import { useRunner } from '../../lib/use-runner.js';
import { ColorsSection } from '../colors/index.js';
import { addCategory } from './categories-api.js';
import { CategoryCard, type CategoryUsage, saveFailed } from './category-card.js';
import { type KeyAndNames, KeyNamesForm } from './key-names-form.js';

export interface CategoryManagerProps {
  opened: boolean;
  onClose: () => void;
}

const categoryInvalid: ErrorText = (t) => t('reasons.category-key-invalid');

/** docs/product.md §2 category manager: categories with EN/FR names, their sub-categories, and colors. */
export function CategoryManager({ opened, onClose }: CategoryManagerProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (
    <>
      <ManagerModal
        opened={opened}
        onClose={onClose}
        title={t('categories.title')}
        closeOnEscape={!dialogs.open}
      >
        <CategoryManagerBody dialogs={dialogs} />
      </ManagerModal>
      {dialogs.element}
    </>
  );
}

function CategoryManagerBody({ dialogs }: { dialogs: DialogsApi }) {
  const { t } = useTranslation();
  const categoryMap = useLiveState((state) => state.data?.categories);
  const productMap = useLiveState((state) => state.data?.products);
  const categories = useMemo(
    () => [...(categoryMap?.values() ?? [])].sort((a, b) => a.position - b.position),
    [categoryMap],
  );
  const usage = useMemo((): CategoryUsage => {
    const used = new Set<string>();
    const usedSubs = new Set<string>();
    for (const product of productMap?.values() ?? []) {
      used.add(product.mainCategory);
      usedSubs.add(product.subCategory);
    }
    const subKeys = new Set(
      categories.flatMap((category) => category.subcategories.map((sub) => sub.key)),
    );
    return { categories: used, subcategories: usedSubs, subcategoryKeys: subKeys };
  }, [productMap, categories]);
  const { pending, run } = useRunner();
  const { error, setError, succeeded } = useActionError();

  const add = async (value: KeyAndNames): Promise<boolean> => {
    if (
      !isValidCategoryKey(value.key) ||
      !hasBothNames(value) ||
      categoryMap?.has(value.key) === true
    ) {
      setError(categoryInvalid);
      return false;
    }
    let saved = false;
    await run('add', async () => {
      try {
        await addCategory(value);
        saved = true;
        succeeded();
      } catch (failure) {
        setError(describeError(failure, saveFailed));
      }
    });
    return saved;
  };

  return (
    <Stack gap="lg">
      <KeyNamesForm
        label={t('categories.newCategory')}
        keyPlaceholder="cat_..."
        submitLabel={t('categories.addCategory')}
        busy={pending === 'add'}
        error={error}
        onSubmit={add}
        onEdit={() => setError(null)}
      />
      {categories.length === 0 ? null : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {categories.map((category) => (
            <CategoryCard key={category.key} category={category} usage={usage} dialogs={dialogs} />
          ))}
        </Stack>
      )}
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="lg">
          {t('colors.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('colors.hint')}
        </Text>
        <ColorsSection />
      </Stack>
    </Stack>
  );
}
