import type { ImportField } from './import-shapes.js';
import { FULL, type OpenState, remainingOfTenths } from './open-bottles.js';

/**
 * The backup's columns of an open bottle and a format's weights (decision 0044), read back: all
 * blank is a closed bottle and an unweighed format, as in a backup written before them.
 */

type Cell = (field: ImportField) => string;
type Fail = (reason: 'bad-open-state' | 'bad-weight', field: ImportField, value: string) => void;

/** A whole number written in digits, from `min` to `max`; null otherwise. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** A format's full and empty weights, whole grams, a full one above an empty one. */
export function readWeightCells(
  cell: Cell,
  fail: Fail,
): { fullWeightGrams: number | null; emptyWeightGrams: number | null } {
  const weight = (field: 'fullWeightGrams' | 'emptyWeightGrams') => {
    const text = cell(field);
    if (text === '') return null;
    const grams = wholeIn(text, 1, 100_000);
    if (grams === null) fail('bad-weight', field, text);
    return grams;
  };
  const fullWeightGrams = weight('fullWeightGrams');
  const emptyWeightGrams = weight('emptyWeightGrams');
  if (
    fullWeightGrams !== null &&
    emptyWeightGrams !== null &&
    fullWeightGrams <= emptyWeightGrams
  ) {
    fail('bad-weight', 'fullWeightGrams', String(fullWeightGrams));
  }
  return { fullWeightGrams, emptyWeightGrams };
}

/**
 * A bottle's open state: when it was opened, the level measured (tenths or grams, not both) and
 * what remains in thousandths (blank: what the tenths say, else full). Only on a row of one bottle.
 */
export function readOpenCells(cell: Cell, fail: Fail, oneBottle: boolean): OpenState | null {
  const openedCell = cell('openedAt');
  const tenthsCell = cell('levelTenths');
  const gramsCell = cell('levelGrams');
  const remainingCell = cell('remainingPermille');
  if (openedCell === '') {
    const stray = (
      [
        ['levelTenths', tenthsCell],
        ['levelGrams', gramsCell],
        ['remainingPermille', remainingCell],
      ] as const
    ).find(([, text]) => text !== '');
    if (stray) fail('bad-open-state', stray[0], stray[1]);
    return null;
  }
  const time = Date.parse(openedCell);
  if (Number.isNaN(time) || !oneBottle) {
    fail('bad-open-state', 'openedAt', openedCell);
    return null;
  }
  const levelTenths = tenthsCell === '' ? null : wholeIn(tenthsCell, 0, 10);
  if (tenthsCell !== '' && levelTenths === null) fail('bad-open-state', 'levelTenths', tenthsCell);
  const levelGrams = gramsCell === '' ? null : wholeIn(gramsCell, 0, 100_000);
  if (gramsCell !== '' && (levelGrams === null || levelTenths !== null)) {
    fail('bad-open-state', 'levelGrams', gramsCell);
  }
  const remaining =
    remainingCell === ''
      ? levelTenths === null
        ? FULL
        : remainingOfTenths(levelTenths)
      : wholeIn(remainingCell, 0, FULL);
  if (remaining === null) fail('bad-open-state', 'remainingPermille', remainingCell);
  return {
    openedAt: new Date(time).toISOString(),
    levelTenths,
    levelGrams,
    remaining: remaining ?? FULL,
  };
}
