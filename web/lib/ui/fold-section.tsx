import { Collapse, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon } from './icons.js';
import { useIsPhone } from './use-is-phone.js';

interface FoldSectionProps {
  title: string;
  /** What the section holds, in a line, shown while it is folded ("France, Bourgogne"). */
  summary: string;
  /** A field of the section is wrong: it opens, so the error is seen at its field. */
  invalid: boolean;
  children: ReactNode;
}

/**
 * A titled part of a long form. On a phone it folds to its title and a summary of what it holds,
 * and starts folded when it holds nothing, so a new profile's form fits in a few screens; from
 * 768 px it is always open, under its title.
 */
export function FoldSection({ title, summary, invalid, children }: FoldSectionProps) {
  const phone = useIsPhone();
  const id = useId();
  const [open, setOpen] = useState(summary !== '');
  if (!phone) {
    return (
      <Stack gap={6}>
        <Title order={3} fz="sm" fw={600}>
          {title}
        </Title>
        {children}
      </Stack>
    );
  }
  const expanded = open || invalid;
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" fw={600}>
        <UnstyledButton
          w="100%"
          py={6}
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!expanded)}
        >
          <Group gap="xs" wrap="nowrap">
            <ChevronIcon open={expanded} size={16} />
            <Text component="span" fz="sm" fw={600} style={{ flexShrink: 0 }}>
              {title}
            </Text>
            {!expanded && summary !== '' && (
              <Text component="span" fz="sm" c="dimmed" truncate="end">
                {summary}
              </Text>
            )}
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={expanded} id={`${id}-body`}>
        {children}
      </Collapse>
    </Stack>
  );
}

/** A folded section's summary: what its fields hold, in their order, blanks left out. */
export function summaryOf(values: readonly string[]): string {
  return values
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .join(', ');
}
