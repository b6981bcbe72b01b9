/** A change-log row of a bottle, as the history reads it. */
export interface BottleChangeRow {
  revision: number;
  entityId: string;
  op: string;
  action: string;
  /** On a re-key's put: the id the bottle had before. */
  previousId?: string | undefined;
}

/**
 * The rows of one bottle's life, oldest first, out of change rows of its ids (in log order): back
 * from the newest row of `bottleId`, across each re-key to the id it replaced, to the row that added
 * the bottle. Rows of an id before that id was this bottle's (a bottle removed, or re-keyed away,
 * and another one added later under the same id) belong to another bottle and are left out, and a
 * re-key shows once (its put; the delete of the old id is the same event). Of a removed bottle
 * (`removed`), the newest row is its removal: it ends the life rather than an earlier one. A bottle
 * put back (`bottle.return`, an undone removal) is the same bottle: its life reads on past the
 * removal that was undone.
 */
export function lifelineOf<Row extends BottleChangeRow>(
  rows: readonly Row[],
  bottleId: string,
  removed = false,
): Row[] {
  const life: Row[] = [];
  let current = bottleId;
  // A removal this life reads on past: the newest row of a removed bottle, or the one undone by a
  // bottle put back.
  let throughRemoval = removed;
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index];
    if (!row || row.entityId !== current) continue;
    if (row.op === 'delete') {
      if (row.action === 'bottle.rekey') continue;
      if (throughRemoval && row.action === 'bottle.remove') {
        life.push(row);
        throughRemoval = false;
        continue;
      }
      break;
    }
    throughRemoval = row.action === 'bottle.return';
    life.push(row);
    if (row.action === 'bottle.add') break;
    if (row.action === 'bottle.rekey' && row.previousId) current = row.previousId;
  }
  return life.reverse();
}
