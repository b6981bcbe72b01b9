import * as ops from '../../../domain/operations/locations.js';
import type { Location } from '../../../domain/restaurant.js';
import { call } from '../../lib/call.js';

/** The location manager's calls: one location, or one bin of it, per request. */

export function addLocation(name: string): Promise<Location> {
  return call(ops.addLocation, { body: { name } });
}

/** `from` is the name the user saw: the server refuses the rename if it changed meanwhile. */
export function renameLocation(id: string, name: string, from: string): Promise<Location> {
  return call(ops.renameLocation, { params: { id }, body: { name, from } });
}

export function deleteLocation(id: string): Promise<void> {
  return call(ops.deleteLocation, { params: { id } });
}

export function addBin(id: string, name: string): Promise<Location> {
  return call(ops.addBin, { params: { id }, body: { name } });
}

export function deleteBin(id: string, bin: string): Promise<Location> {
  return call(ops.deleteBin, { params: { id, bin } });
}
