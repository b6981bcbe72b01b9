import { SimpleGrid } from '@mantine/core';
import type { ComponentProps } from 'react';
import { LocationBinSelects } from '../locations/index.js';

/** The batch dialogs' location and bin pickers, side by side from the small breakpoint up. */
export function PlacementFields(props: ComponentProps<typeof LocationBinSelects>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LocationBinSelects {...props} />
    </SimpleGrid>
  );
}
