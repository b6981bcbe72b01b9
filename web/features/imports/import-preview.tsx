import { Alert, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../../../domain/import-api.js';
import { useCategoryName } from './category-name.js';

/** What the import would do, as the server checked it: counts, new places, refused rows. */
export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const newAndHere = (counts: { created: number; matched: number }) =>
    t('exports.imports.newAndHere', {
      created: t('exports.imports.created', { count: counts.created }),
      matched: t('exports.imports.matched', { count: counts.matched }),
    });
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">{t(`exports.imports.shape.${preview.shape}`)}</Text>
      <Text size="sm">
        {t('exports.imports.summary', {
          rows: t('exports.imports.rowCount', { count: preview.rows }),
          bottles: t('exports.imports.bottleCount', { count: preview.bottles }),
          products: newAndHere(preview.products),
          formats: newAndHere(preview.formats),
        })}
      </Text>
      {preview.locations.length > 0 && (
        <Text size="sm">
          {t('exports.imports.newLocations', { names: preview.locations.join(', ') })}
        </Text>
      )}
      {preview.existingBottleCount > 0 && (
        <Alert
          color="orange"
          title={t('exports.imports.existingTitle', { count: preview.existingBottleCount })}
        >
          {preview.existingBottleIds.join(', ')}
        </Alert>
      )}
      {preview.errorCount > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} c="red">
            {t('exports.imports.errorsTitle', { count: preview.errorCount })}
          </Text>
          <Table.ScrollContainer minWidth={360} mah={280}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('exports.imports.row')}</Table.Th>
                  <Table.Th>{t('exports.imports.field')}</Table.Th>
                  <Table.Th>{t('exports.imports.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.field}-${error.reason}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{t(`exports.imports.fields.${error.field}`)}</Table.Td>
                    <Table.Td>
                      {t(`exports.imports.reasons.${error.reason}`, { value: error.value })}
                      {error.proposal &&
                        ` ${t('exports.imports.proposal', { category: categoryName(error.proposal) })}`}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
