/**
 * Location names are told apart regardless of capitals (docs/product.md §5): `Cellar` and
 * `cellar` read as one place to whoever sorts bottles into them, so a second one is refused.
 * Plain lower case, the same in the browser and on the server; accents still count (`Cave` and
 * `Cavé` are two names).
 */
export function locationNameKey(name: string): string {
  return name.toLowerCase();
}

/** The location, other than `exceptId`, whose name is `name` but for its capitals. */
export function locationNamedLike<T extends { id: string; name: string }>(
  locations: Iterable<T>,
  name: string,
  exceptId?: string,
): T | undefined {
  const key = locationNameKey(name);
  for (const location of locations)
    if (location.id !== exceptId && locationNameKey(location.name) === key) return location;
  return undefined;
}
