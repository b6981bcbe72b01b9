import { Stack } from '@mantine/core';
import type { FieldErrors, FormState } from './form-state.js';
import { FormatFields } from './format-fields.js';
import { PlacementFields } from './placement-fields.js';
import { ProductFields } from './product-fields.js';

export interface FieldsProps {
  form: FormState;
  onChange: (patch: Partial<FormState>) => void;
  /** Product fields are read-only (wine info locked). */
  productLocked: boolean;
  /** Format fields (vintage, size, prices, notes) appear. */
  showFormat: boolean;
  formatLocked: boolean;
  /** Bottle count appears. */
  showCount: boolean;
  /** Location and bin appear. */
  showPlacement: boolean;
  /** An existing bottle: location stays usable with a count of 0. */
  hasBottle: boolean;
  /** What is wrong with a field, in the user's language, shown at the field. */
  errors: FieldErrors;
}

/** The fields of the bottle/profile form: the profile's, the format's, then count and placement. */
export function BottleFormFields(props: FieldsProps) {
  const { form, onChange } = props;
  return (
    <Stack gap="md">
      <ProductFields
        form={form}
        onChange={onChange}
        locked={props.productLocked}
        formatLocked={props.formatLocked}
        errors={props.errors}
      />
      {props.showFormat && (
        <FormatFields
          form={form}
          onChange={onChange}
          locked={props.formatLocked}
          errors={props.errors}
        />
      )}
      {(props.showCount || props.showPlacement) && (
        <PlacementFields
          form={form}
          onChange={onChange}
          showCount={props.showCount}
          showPlacement={props.showPlacement}
          hasBottle={props.hasBottle}
          errors={props.errors}
        />
      )}
    </Stack>
  );
}
