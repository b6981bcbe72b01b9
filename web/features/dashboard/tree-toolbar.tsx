import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TreeToolbarProps {
  locations: ReadonlyArray<{ key: string; label: string; count: number }>;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onJump: (key: string) => void;
}

/** Over the inventory tree: open or close every level at once, or go straight to a location. */
export function TreeToolbar({ locations, onExpandAll, onCollapseAll, onJump }: TreeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" mb="xs">
      <Button size="compact-sm" variant="light" onClick={onExpandAll}>
        {t('dashboard.tree.expandAll')}
      </Button>
      <Button size="compact-sm" variant="light" onClick={onCollapseAll}>
        {t('dashboard.tree.collapseAll')}
      </Button>
      <Select
        size="xs"
        aria-label={t('dashboard.tree.jump')}
        placeholder={t('dashboard.tree.jump')}
        data={locations.map((location) => ({
          value: location.key,
          label: `${location.label} (${location.count})`,
        }))}
        value={null}
        onChange={(key) => key && onJump(key)}
        searchable
        style={{ flex: '1 1 180px', maxWidth: 280 }}
      />
    </Group>
  );
}
