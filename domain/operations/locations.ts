import { operation } from '../operation.js';
import { locationSchema } from '../restaurant.js';
import {
  addBinRequestSchema,
  addLocationRequestSchema,
  binParamsSchema,
  locationParamsSchema,
  renameLocationRequestSchema,
} from '../restaurant-commands.js';

/** The location manager: one location, or one bin of it, per request. */

export const addLocation = operation({
  name: 'addLocation',
  method: 'POST',
  path: '/api/locations',
  rule: 'edit-settings',
  tag: 'locations',
  summary: 'Add a location (the name must be new)',
  body: addLocationRequestSchema,
  status: 201,
  response: locationSchema,
});

export const renameLocation = operation({
  name: 'renameLocation',
  method: 'PATCH',
  path: '/api/locations/:id',
  rule: 'edit-settings',
  tag: 'locations',
  summary: 'Rename a location; its bottles follow',
  params: locationParamsSchema,
  body: renameLocationRequestSchema,
  status: 200,
  response: locationSchema,
});

export const deleteLocation = operation({
  name: 'deleteLocation',
  method: 'DELETE',
  path: '/api/locations/:id',
  rule: 'edit-settings',
  tag: 'locations',
  summary: 'Delete a location and its bins, refused while a bottle is there',
  params: locationParamsSchema,
  status: 204,
  response: null,
});

export const addBin = operation({
  name: 'addBin',
  method: 'POST',
  path: '/api/locations/:id/bins',
  rule: 'edit-settings',
  tag: 'locations',
  summary: 'Add a bin (an empty or existing one is ignored); returns the location',
  params: locationParamsSchema,
  body: addBinRequestSchema,
  status: 200,
  response: locationSchema,
});

export const deleteBin = operation({
  name: 'deleteBin',
  method: 'DELETE',
  path: '/api/locations/:id/bins/:bin',
  rule: 'edit-settings',
  tag: 'locations',
  summary: 'Delete a bin, refused while a bottle is in it; returns the location',
  params: binParamsSchema,
  status: 200,
  response: locationSchema,
});
