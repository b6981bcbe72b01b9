import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PrintSection } from './print-html.js';
import { OVER_TEXT } from './report-frame.js';

/** A cell the screen marks (a pour cost above target); printed as its text. */
export interface Flag {
  row: number;
  column: number;
  label: string;
}

/**
 * A report section as a table: the same columns and cells it prints and exports. Numbers align
 * right; a last row named `total` is bold.
 */
export function ReportTable({
  section,
  numeric,
  flags = [],
  caption,
  testId,
}: {
  section: PrintSection;
  /** Which columns hold figures. */
  numeric: readonly number[];
  flags?: readonly Flag[];
  caption?: ReactNode;
  testId?: string;
}) {
  const flagAt = (row: number, column: number) =>
    flags.find((flag) => flag.row === row && flag.column === column);
  return (
    // A wide table scrolls sideways on a phone: the region takes focus so a keyboard scrolls it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe)
    <section style={{ overflowX: 'auto' }} tabIndex={0} aria-label={section.title || undefined}>
      <Table striped highlightOnHover withTableBorder data-testid={testId} miw={480}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {section.columns.map((column, index) => (
              <Table.Th
                key={column}
                style={{ textAlign: numeric.includes(index) ? 'right' : 'left' }}
              >
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {section.rows.map((row, rowIndex) => (
            // Rows are positional: a report's rows have no other identity on screen.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={rowIndex}>
              {row.map((cell, column) => {
                const flag = flagAt(rowIndex, column);
                return (
                  <Table.Td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    key={column}
                    style={{
                      textAlign: numeric.includes(column) ? 'right' : 'left',
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: row === section.rows.at(-1) && section.total ? 700 : undefined,
                    }}
                  >
                    <Text span inherit c={flag ? OVER_TEXT : undefined}>
                      {cell}
                    </Text>
                    {flag && (
                      <Badge ml="xs" color="red" variant="light" size="sm">
                        {flag.label}
                      </Badge>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
