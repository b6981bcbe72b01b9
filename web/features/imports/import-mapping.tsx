import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportField, ImportMapping } from '../../../domain/import-shapes.js';

/** The fields a generic spreadsheet's columns can be mapped to, in the order people think of them. */
const MAPPED_FIELDS: readonly ImportField[] = [
  'name',
  'producer',
  'vintage',
  'bottleSize',
  'quantity',
  'category',
  'type',
  'color',
  'country',
  'region',
  'subregion',
  'appellation',
  'varieties',
  'cost',
  'price',
  'supplier',
  'tastingNotes',
  'barcode',
  'location',
  'binNumber',
  'addedDate',
  'bottleId',
];
export const NOT_IMPORTED = '';

/** A generic spreadsheet's columns: which one each field is read from. */
export function MappingStep(props: {
  headers: string[];
  mapping: ImportMapping;
  onChange: (field: ImportField, column: string | null) => void;
  onCheck: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const columns = [
    { value: NOT_IMPORTED, label: t('exports.imports.notImported') },
    ...props.headers.map((header, index) => ({
      value: String(index),
      label: header.trim() === '' ? t('exports.imports.column', { number: index + 1 }) : header,
    })),
  ];
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {t('exports.imports.mappingTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('exports.imports.mappingHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {MAPPED_FIELDS.map((field) => {
          const index = props.mapping[field];
          return (
            <Select
              key={field}
              label={t(`exports.imports.fields.${field}`)}
              data={columns}
              value={index === undefined ? NOT_IMPORTED : String(index)}
              onChange={(value) => props.onChange(field, value)}
              allowDeselect={false}
              disabled={props.disabled}
              size="xs"
            />
          );
        })}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={props.onCheck} disabled={props.disabled}>
          {t('exports.imports.checkAgain')}
        </Button>
      </Group>
    </Stack>
  );
}
