import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../domain/restaurant.js';
import { useLocalizedName } from './category-card.js';
import { CategoryManager } from './category-manager.js';

/**
 * Said under the form's Sub-category when the chosen category has none yet: a profile needs one
 * (docs/product.md §5), and the list was just empty. Manage Categories opens over the form, so
 * what was typed stays, and the new sub-category is offered as soon as it is added (the hint
 * goes, and the manager with it).
 */
export function NoSubcategoryHint({ category }: { category: Category }) {
  const { t } = useTranslation();
  const nameOf = useLocalizedName();
  const [managing, setManaging] = useState(false);
  return (
    <>
      {t('categories.noSubcategoryHint', { name: nameOf(category) })}{' '}
      <Anchor component="button" type="button" fz="inherit" onClick={() => setManaging(true)}>
        {t('categories.addOne')}
      </Anchor>
      {/* The manager's forms are in a portal, but React bubbles their submit events to the
          profile form around this field: they stop here. */}
      <span onSubmit={(event) => event.stopPropagation()}>
        <CategoryManager opened={managing} onClose={() => setManaging(false)} />
      </span>
    </>
  );
}
