import type { GuestEntry, GuestGroup } from './guest-projection.js';

/** Every entry of these groups in the order the page shows them. */
export function entriesInOrder(groups: readonly GuestGroup[]): GuestEntry[] {
  const out: GuestEntry[] = [];
  const walk = (group: GuestGroup) => {
    out.push(...group.entries);
    for (const child of group.groups) walk(child);
  };
  for (const group of groups) walk(group);
  return out;
}
