import { useTranslation } from 'react-i18next';
import { categoryText } from '../../lib/display.js';
import { useLiveState } from '../../lib/live-store.js';

/**
 * A category's name from its `main/sub` keys, in the page's language (`Wine · Still`); the
 * category alone when the sub-category is not one of its own; `No category` for neither.
 */
export function useCategoryName(): (keys: string) => string {
  const { t, i18n } = useTranslation();
  const categories = useLiveState((state) => state.data?.categories);
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  return (keys) => {
    const [main = '', sub = ''] = keys.split('/');
    if (main === '') return t('exports.imports.noCategory');
    return (categories && categoryText(categories, main, sub, language)) ?? keys;
  };
}
