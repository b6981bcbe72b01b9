import { useTranslation } from 'react-i18next';
import { normalizeText } from '../../../domain/text.js';

const COLOR_KEYS = {
  red: 'guestMenu.colors.red',
  white: 'guestMenu.colors.white',
  rose: 'guestMenu.colors.rose',
  sparkling: 'guestMenu.colors.sparkling',
} as const;

/** The four default colors read in the guest's language; a restaurant's own stay as typed. */
export function useColorLabel(): (color: string) => string {
  const { t } = useTranslation();
  return (color) => {
    const key = COLOR_KEYS[normalizeText(color) as keyof typeof COLOR_KEYS];
    return key ? t(key) : color;
  };
}
