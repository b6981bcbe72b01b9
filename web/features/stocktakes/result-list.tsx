import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.js';
import { formatCount } from '../../lib/number-format.js';

/** One of the result's lists, titled with how many it holds. */
export function ResultList({
  id,
  title,
  help,
  items,
  counted = items.length,
}: {
  id: string;
  title: string;
  help?: string;
  items: readonly { key: string; text: string }[];
  /** How many the title says: the items, unless each holds several bottles. */
  counted?: number;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Stack gap={4} component="section" aria-labelledby={id} data-testid={id}>
      <Title order={3} size="h5" id={id}>
        {title} <span data-testid={`${id}-count`}>({formatCount(counted, language)})</span>
      </Title>
      {help && (
        <Text size="sm" c="dimmed">
          {help}
        </Text>
      )}
      {items.length === 0 ? (
        <Text size="sm">{t('stocktakes.finish.none')}</Text>
      ) : (
        <Stack component="ul" gap={2} p={0} m={0}>
          {items.map((item) => (
            <Text component="li" size="sm" key={item.key} style={{ listStyle: 'none' }}>
              {item.text}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
