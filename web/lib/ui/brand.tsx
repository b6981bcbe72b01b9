import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WineGlassIcon } from './icons.js';

interface BrandProps {
  /** null: the mark alone, linking nowhere (the guest menu). */
  to?: string | null;
  /** Signed-in screens show the restaurant's name beside the mark instead of ours. */
  withName?: boolean;
}

/** The product mark, linking home. */
export function Brand({ to = '/', withName = true }: BrandProps) {
  const { t } = useTranslation();
  const mark = (
    <Group gap={10} wrap="nowrap" style={{ flex: 'none' }}>
      <ThemeIcon size={34} radius="md" variant="filled" aria-hidden="true">
        <WineGlassIcon size={20} />
      </ThemeIcon>
      {withName && (
        <Text component="span" ff="heading" fw={700} fz={22} lh={1}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
  if (to === null) return mark;
  return (
    // 44 px square at least around the 34 px mark: a phone's target (docs/product.md §9).
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={t('app.home')}
      style={{
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        minWidth: 44,
        minHeight: 44,
      }}
    >
      {mark}
    </UnstyledButton>
  );
}
