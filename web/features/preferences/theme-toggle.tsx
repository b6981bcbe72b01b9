import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../lib/ui/icons.js';

/**
 * Light/dark switch. MantineProvider starts light and remembers the choice in localStorage, so
 * this only flips the scheme.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const isDark = scheme === 'dark';
  const label = isDark ? t('preferences.themeToLight') : t('preferences.themeToDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </ActionIcon>
  );
}
