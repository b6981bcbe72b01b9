import { locationNamedLike } from '../../../domain/location-names.js';
import type { Location } from '../../../domain/restaurant.js';
import type { ErrorText } from '../../lib/ui/error-text.js';

const nameInvalid: ErrorText = (t) => t('reasons.location-name-empty');

/**
 * Why this tab would refuse a location's new name (docs/product.md §5), or null: empty, unchanged,
 * another location's, or another location's but for its capitals. The server decides with what
 * the database holds.
 */
export function locationNameRefusal(
  locations: readonly Location[],
  name: string,
  renamed?: Location,
): ErrorText | null {
  if (name === '' || name === renamed?.name) return nameInvalid;
  const other = locationNamedLike(locations, name, renamed?.id);
  if (other === undefined) return null;
  if (other.name === name) return nameInvalid;
  return (t) => t('reasons.location-name-case', { name: other.name });
}
