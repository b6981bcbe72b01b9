import { useTranslation } from 'react-i18next';
import type { LocalizedName } from '../../../domain/restaurant.js';

/** A category's name in the screen's language, or in the other one when it has none. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const french = i18n.resolvedLanguage === 'fr';
  return (names: LocalizedName) => (french ? names.fr || names.en : names.en || names.fr);
}
