import * as ops from '../../../domain/operations/colors.js';
import type { Color } from '../../../domain/restaurant.js';
import { call } from '../../lib/call.js';

/** The restaurant's colors: add one, or rename one (its products are renamed with it). */

export function addColor(name: string): Promise<Color> {
  return call(ops.addColor, { body: { name } });
}

export function renameColor(id: string, name: string, from: string): Promise<Color> {
  return call(ops.renameColor, { params: { id }, body: { name, from } });
}
