import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language, languages, setLanguage } from '../../lib/i18n.js';

/** Each language is named in itself, so a reader finds theirs whatever is showing now. */
const nativeNames: Record<Language, string> = { en: 'English', fr: 'Français' };

/** EN/FR switch; the active language is the pressed button. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage;
  return (
    <Button.Group aria-label={t('preferences.language')}>
      {languages.map((language) => {
        const pressed = language === active;
        return (
          <Button
            key={language}
            size="compact-sm"
            h={34}
            px={10}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            aria-label={nativeNames[language]}
            lang={language}
            onClick={() => void setLanguage(language)}
          >
            {language.toUpperCase()}
          </Button>
        );
      })}
    </Button.Group>
  );
}
