import { operation } from '../operation.js';
import { colorSchema } from '../restaurant.js';
import {
  addColorRequestSchema,
  colorParamsSchema,
  renameColorRequestSchema,
} from '../restaurant-commands.js';

/** The restaurant's colors: one color per request. */

export const addColor = operation({
  name: 'addColor',
  method: 'POST',
  path: '/api/colors',
  rule: 'edit-settings',
  tag: 'colors',
  summary: 'Add a color (the name must be new)',
  body: addColorRequestSchema,
  status: 201,
  response: colorSchema,
});

export const renameColor = operation({
  name: 'renameColor',
  method: 'PATCH',
  path: '/api/colors/:id',
  rule: 'edit-settings',
  tag: 'colors',
  summary: 'Rename a color; the products of that color are renamed with it',
  params: colorParamsSchema,
  body: renameColorRequestSchema,
  status: 200,
  response: colorSchema,
});
