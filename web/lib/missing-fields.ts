import type { TFunction } from 'i18next';
import type { RequiredField } from '../../domain/field-visibility.js';

/** The required fields left empty, by the labels the profile form gives them. */
export function missingFieldLabels(t: TFunction, fields: readonly RequiredField[]): string[] {
  return fields.map((field) => t(`inventory.fields.${field}`));
}
