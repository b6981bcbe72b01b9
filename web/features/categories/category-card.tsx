import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, LocalizedName, Subcategory } from '../../../domain/restaurant.js';
import { hasBothNames, isValidSubcategoryKey } from '../../../domain/restaurant-commands.js';
import { useActionError } from '../../lib/ui/action-error.js';
import type { DialogsApi } from '../../lib/ui/dialogs.js';
import { describeError, type ErrorText, isInUse } from '../../lib/ui/error-text.js';
import { useRunner } from '../../lib/use-runner.js';
import {
  addSubcategory,
  deleteCategory,
  deleteSubcategory,
  renameCategory,
  renameSubcategory,
} from './categories-api.js';
import { CategoryHeading, SubcategoryRow } from './category-rows.js';
import { type KeyAndNames, KeyNamesForm } from './key-names-form.js';
import { NamesEditor } from './names-editor.js';

/** What the category manager knows about products and keys, for the form's own checks. */
export interface CategoryUsage {
  categories: ReadonlySet<string>;
  subcategories: ReadonlySet<string>;
  /** Every sub-category key of the restaurant: keys are unique across categories. */
  subcategoryKeys: ReadonlySet<string>;
}

interface CategoryCardProps {
  category: Category;
  usage: CategoryUsage;
  dialogs: DialogsApi;
}

export const saveFailed: ErrorText = (t) => t('categories.saveFailed');
const namesRequired: ErrorText = (t) => t('reasons.category-names-required');
const subcategoryInvalid: ErrorText = (t) => t('reasons.subcategory-key-invalid');

/** The name of a category in the UI language (docs/product.md §2: "in the current language"). */
export function useLocalizedName(): (names: LocalizedName) => string {
  const { i18n } = useTranslation();
  return (names) => (i18n.resolvedLanguage === 'fr' ? names.fr : names.en);
}

/** docs/product.md §5: a key longer than 7 characters, starting subcat_, unique, both names. */
function isNewSubcategory(value: KeyAndNames, usage: CategoryUsage): boolean {
  return (
    isValidSubcategoryKey(value.key) && hasBothNames(value) && !usage.subcategoryKeys.has(value.key)
  );
}

/** One category: its names, delete, and its sub-categories. */
export function CategoryCard({ category, usage, dialogs }: CategoryCardProps) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const { pending, run } = useRunner();
  const [editing, setEditing] = useState<string | null>(null);
  const { error: editError, setError: setEditError, succeeded } = useActionError();
  const { error: addError, setError: setAddError } = useActionError();
  const headingId = `category-${category.key}`;
  const name = nameOf(category);

  const inUse = (names: LocalizedName) =>
    dialogs.notify(
      (tr) => tr('categories.inUseTitle'),
      // The name in the language shown when the notice is read, whichever the server used.
      (tr) => tr('reasons.category-in-use', { name: nameOf(names) }),
    );

  const edit = (target: string) => {
    setEditError(null);
    setEditing(target);
  };

  const saveNames = (target: Category | Subcategory, names: LocalizedName) => {
    const from = { en: target.en, fr: target.fr };
    void run(`edit:${target.key}`, async () => {
      try {
        if (target.key === category.key) await renameCategory(category.key, names, from);
        else await renameSubcategory(category.key, target.key, names, from);
        setEditing(null);
        succeeded();
      } catch (failure) {
        setEditError(describeError(failure, saveFailed));
      }
    });
  };

  const askDelete = (target: Category | Subcategory) => {
    const isCategory = target.key === category.key;
    // The form checks what this tab knows; the server decides with what the database holds.
    if ((isCategory ? usage.categories : usage.subcategories).has(target.key)) return inUse(target);
    dialogs.confirm(
      (tr) =>
        tr(isCategory ? 'categories.confirmDelete' : 'categories.confirmDeleteSub', {
          name: nameOf(target),
        }),
      async () => {
        try {
          if (isCategory) await deleteCategory(category.key);
          else await deleteSubcategory(category.key, target.key);
          succeeded();
        } catch (failure) {
          if (isInUse(failure, 'category-in-use')) inUse(target);
          else dialogs.notify((tr) => tr('settings.error'), describeError(failure, saveFailed));
        }
      },
    );
  };

  const add = async (value: KeyAndNames): Promise<boolean> => {
    if (!isNewSubcategory(value, usage)) {
      setAddError(subcategoryInvalid);
      return false;
    }
    let saved = false;
    await run('add', async () => {
      try {
        await addSubcategory(category.key, value);
        saved = true;
        succeeded();
      } catch (failure) {
        setAddError(describeError(failure, saveFailed));
      }
    });
    return saved;
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        {editing === category.key ? (
          <NamesEditor
            initial={category}
            subject={name}
            busy={pending === `edit:${category.key}`}
            error={editError}
            onSave={(names) => saveNames(category, names)}
            onCancel={() => setEditing(null)}
            onInvalid={() => setEditError(namesRequired)}
          />
        ) : (
          <CategoryHeading
            category={category}
            headingId={headingId}
            name={name}
            onEdit={() => edit(category.key)}
            onDelete={() => askDelete(category)}
          />
        )}

        <Text size="sm" fw={600}>
          {t('categories.subcategories')}
        </Text>
        {category.subcategories.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('categories.noSubcategories')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {category.subcategories.map((sub) => (
              <li key={sub.key}>
                {editing === sub.key ? (
                  <NamesEditor
                    initial={sub}
                    subject={nameOf(sub)}
                    busy={pending === `edit:${sub.key}`}
                    error={editError}
                    onSave={(names) => saveNames(sub, names)}
                    onCancel={() => setEditing(null)}
                    onInvalid={() => setEditError(namesRequired)}
                  />
                ) : (
                  <SubcategoryRow
                    subcategory={sub}
                    name={nameOf(sub)}
                    onEdit={() => edit(sub.key)}
                    onDelete={() => askDelete(sub)}
                  />
                )}
              </li>
            ))}
          </Stack>
        )}
        <KeyNamesForm
          label={`${t('categories.newSubcategory')} (${name})`}
          keyPlaceholder="subcat_..."
          submitLabel={t('categories.addSubcategory')}
          busy={pending === 'add'}
          error={addError}
          onSubmit={add}
          onEdit={() => setAddError(null)}
        />
      </Stack>
    </Paper>
  );
}
