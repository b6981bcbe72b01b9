import type { InputOf } from '../../domain/operation.js';
import * as ops from '../../domain/operations/inventory.js';
import { call } from './call.js';

/** The inventory operations the detail view, drawer, forms and profile manager call. */

type Body<O> = InputOf<O> extends { body?: infer B } ? NonNullable<B> : never;

export const createProduct = (body: Body<typeof ops.createProduct>) =>
  call(ops.createProduct, { body });

export const updateProduct = (id: string, body: Body<typeof ops.updateProduct>) =>
  call(ops.updateProduct, { params: { id }, body });

/** The bottle form's save of an existing product: every part in one transaction, or none. */
export type ProductEdits = Body<typeof ops.saveProductEdits>;
export const saveProductEdits = (id: string, body: ProductEdits) =>
  call(ops.saveProductEdits, { params: { id }, body });

export const deleteProduct = (id: string) => call(ops.deleteProduct, { params: { id } });

export const setDefaultFormat = (id: string, formatId: string) =>
  call(ops.setDefaultFormat, { params: { id }, body: { formatId } });

export const addFormat = (id: string, body: Body<typeof ops.addFormat>) =>
  call(ops.addFormat, { params: { id }, body });

export const updateFormat = (id: string, patch: Body<typeof ops.updateFormat>) =>
  call(ops.updateFormat, { params: { id }, body: patch });

export const deleteFormat = (id: string) => call(ops.deleteFormat, { params: { id } });

export const addBottles = (body: Body<typeof ops.addBottles>) => call(ops.addBottles, { body });

export const bottleHistory = (id: string, signal?: AbortSignal) =>
  call(ops.bottleHistory, { params: { id } }, signal ? { signal } : {});
