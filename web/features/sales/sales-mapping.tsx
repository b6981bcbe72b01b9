import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SALES_FIELDS, type SalesField } from '../../../domain/sales.js';
import type { SalesMapping } from './sales-api.js';

/** A file no POS is recognised in: which column each field is read from. */
export function SalesMappingStep(props: {
  headers: string[];
  mapping: SalesMapping;
  onChange: (field: SalesField, column: string | null) => void;
  onCheck: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const columns = [
    { value: '', label: t('sales.mapping.none') },
    ...props.headers.map((header, index) => ({
      value: String(index),
      label: header.trim() === '' ? t('sales.mapping.column', { number: index + 1 }) : header,
    })),
  ];
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {t('sales.mapping.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('sales.mapping.help')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {SALES_FIELDS.map((field) => {
          const index = props.mapping[field];
          return (
            <Select
              key={field}
              label={t(`sales.mapping.fields.${field}`)}
              data={columns}
              value={index === undefined ? '' : String(index)}
              onChange={(value) => props.onChange(field, value)}
              allowDeselect={false}
              disabled={props.disabled}
            />
          );
        })}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={props.onCheck} disabled={props.disabled}>
          {t('sales.mapping.check')}
        </Button>
      </Group>
    </Stack>
  );
}
