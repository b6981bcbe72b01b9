import type * as batches from '../../../domain/operations/batches.js';
import type * as catalog from '../../../domain/operations/catalog.js';
import type * as categories from '../../../domain/operations/categories.js';
import type * as colors from '../../../domain/operations/colors.js';
import { operationsByName as op } from '../../../domain/operations/index.js';
import type * as inventory from '../../../domain/operations/inventory.js';
import type * as labels from '../../../domain/operations/labels.js';
import type * as listings from '../../../domain/operations/listings.js';
import type * as locations from '../../../domain/operations/locations.js';
import type * as qr from '../../../domain/operations/qr.js';
import { cursorAfter } from '../../features/inventory/index.js';
import { productRequest } from '../../test/fixtures.js';
import { freshBottle, freshFormat, product } from '../example-fixtures.js';
import type { ExamplesOf } from '../example-types.js';

/** The inventory's examples: wines, formats, bottles, batches, scans, labels, places, categories, colors and glass listings. */
export const inventoryExamples: ExamplesOf<
  | keyof typeof inventory
  | keyof typeof batches
  | keyof typeof qr
  | keyof typeof catalog
  | keyof typeof labels
  | keyof typeof listings
  | keyof typeof colors
  | keyof typeof locations
  | keyof typeof categories
> = {
  assignQr: {
    slots: ['bottleId', 'newBottleId'],
    request: (ids) => ({
      input: { params: { id: ids.bottleId }, body: { newId: ids.newBottleId } },
    }),
    fresh: freshBottle,
  },
  removeQr: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { params: { id: ids.bottleId } } }),
    fresh: freshBottle,
  },
  resolveScan: [
    {
      label: 'a bottle',
      scannedText: true,
      slots: ['bottleId'],
      request: (ids) => ({ input: { body: { code: ids.bottleId } } }),
    },
    {
      label: 'a removed bottle',
      scannedText: true,
      slots: ['removedBottleId'],
      request: (ids) => ({ input: { body: { code: ids.removedBottleId } } }),
    },
    {
      label: 'a barcode',
      scannedText: true,
      slots: ['barcode'],
      request: (ids) => ({ input: { body: { code: ids.barcode } } }),
    },
  ],
  lookupBarcode: {
    slots: ['barcode'],
    request: (ids) => ({ input: { params: { code: ids.barcode } } }),
  },
  reserveLabels: { slots: [], request: () => ({ input: { body: { count: 2 } } }) },
  labelBottles: [
    {
      label: 'bottles',
      slots: ['bottleId'],
      request: (ids) => ({ input: { body: { scope: 'bottles', ids: [ids.bottleId] } } }),
    },
    {
      label: 'a location',
      slots: ['locationId'],
      request: (ids) => ({ input: { body: { scope: 'place', locationId: ids.locationId } } }),
    },
  ],
  putListing: {
    slots: ['formatId'],
    request: (ids, { n }) => ({
      input: { body: { formatId: ids.formatId, price3oz: 10 + (n % 50), price5oz: null } },
    }),
  },
  deleteListing: {
    slots: ['listingId'],
    request: (ids) => ({ input: { params: { id: ids.listingId } } }),
    fresh: async (world, n) => {
      const formatId = await freshFormat(world.who.client, world.ids.productId, n);
      const body = await world.who.client.ok(op.putListing, { body: { formatId, price3oz: 8 } });
      return { listingId: body.id };
    },
  },
  addColor: { slots: [], request: (_ids, { n }) => ({ input: { body: { name: `Hue ${n}` } } }) },
  renameColor: {
    slots: ['colorId'],
    request: (ids, { n }) => ({
      input: { params: { id: ids.colorId }, body: { name: `Amber ${n}` } },
    }),
  },
  addLocation: {
    slots: [],
    request: (_ids, { n }) => ({ input: { body: { name: `Room ${n}` } } }),
  },
  renameLocation: {
    slots: ['locationId'],
    request: (ids, { n }) => ({
      input: { params: { id: ids.locationId }, body: { name: `Cellar ${n}` } },
    }),
  },
  deleteLocation: {
    slots: ['locationId'],
    request: (ids) => ({ input: { params: { id: ids.locationId } } }),
    fresh: async (world, n) => {
      const body = await world.who.client.ok(op.addLocation, {
        body: { name: `Doomed room ${n}` },
      });
      return { locationId: body.id };
    },
  },
  addBin: {
    slots: ['locationId'],
    request: (ids, { n }) => ({
      input: { params: { id: ids.locationId }, body: { name: `shelf-${n}` } },
    }),
  },
  deleteBin: {
    slots: ['locationId', 'bin'],
    request: (ids) => ({ input: { params: { id: ids.locationId, bin: ids.bin } } }),
    fresh: async (world, n) => {
      const bin = `doomed-${n}`;
      await world.who.client.ok(op.addBin, {
        params: { id: world.ids.locationId },
        body: { name: bin },
      });
      return { bin };
    },
  },
  createProduct: {
    slots: ['categoryKey', 'subcategoryKey', 'newBottleId', 'locationId', 'bin'],
    request: (ids, { n }) => ({
      input: {
        body: {
          product: product(ids, `Created ${n}`),
          format: { vintage: '2020', price: 40 },
          bottles: { ids: [ids.newBottleId], locationId: ids.locationId, bin: ids.bin },
        },
      },
    }),
  },
  updateProduct: {
    slots: ['productId', 'categoryKey', 'subcategoryKey'],
    request: (ids, { n }) => ({
      input: {
        params: { id: ids.productId },
        body: { product: { ...product(ids, `Renamed ${n}`), barcode: null } },
      },
    }),
  },
  deleteProduct: {
    slots: ['productId'],
    request: (ids) => ({ input: { params: { id: ids.productId } } }),
    fresh: async (world, n) => {
      const body = await world.who.client.ok(op.createProduct, {
        body: productRequest({ name: `Doomed ${n}` }),
      });
      return { productId: body.product.id };
    },
  },
  saveProductEdits: {
    slots: [
      'productId',
      'categoryKey',
      'subcategoryKey',
      'formatId',
      'bottleId',
      'locationId',
      'bin',
    ],
    request: (ids, { n }) => ({
      input: {
        params: { id: ids.productId },
        body: {
          product: { product: { ...product(ids, `Edited ${n}`), barcode: null } },
          format: { id: ids.formatId, changes: { price: 200 + n } },
          bottle: {
            id: ids.bottleId,
            changes: { locationId: ids.locationId, bin: ids.bin, notes: `edit ${n}` },
          },
        },
      },
    }),
  },
  setDefaultFormat: {
    slots: ['productId', 'formatId'],
    request: (ids) => ({
      input: { params: { id: ids.productId }, body: { formatId: ids.formatId } },
    }),
  },
  addFormat: {
    slots: ['productId', 'newBottleId', 'locationId', 'bin'],
    request: (ids, { n }) => ({
      input: {
        params: { id: ids.productId },
        body: {
          format: { vintage: String(2000 + (n % 25)), bottleSize: 1000 + n, price: 30 },
          bottles: { ids: [ids.newBottleId], locationId: ids.locationId, bin: ids.bin },
        },
      },
    }),
  },
  updateFormat: {
    slots: ['formatId'],
    request: (ids, { n }) => ({
      input: { params: { id: ids.formatId }, body: { price: 100 + n, tastingNotes: `notes ${n}` } },
    }),
  },
  deleteFormat: {
    slots: ['formatId'],
    request: (ids) => ({ input: { params: { id: ids.formatId } } }),
    fresh: async (world, n) => ({
      formatId: await freshFormat(world.who.client, world.ids.productId, n),
    }),
  },
  addBottles: {
    slots: ['formatId', 'newBottleId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        body: {
          formatId: ids.formatId,
          ids: [ids.newBottleId],
          count: 1,
          locationId: ids.locationId,
          bin: ids.bin,
        },
      },
    }),
  },
  updateBottle: {
    slots: ['bottleId', 'locationId', 'bin'],
    request: (ids, { n }) => ({
      input: {
        params: { id: ids.bottleId },
        body: { locationId: ids.locationId, bin: ids.bin, notes: `note ${n}` },
      },
    }),
  },
  removeBottle: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { params: { id: ids.bottleId }, query: {} } }),
    fresh: freshBottle,
  },
  firstCards: { slots: [], request: () => ({ input: { query: { locale: 'fr' } } }) },
  bottlePage: [
    {
      label: 'a format',
      slots: ['formatId'],
      request: (ids) => ({ input: { query: { format: ids.formatId } } }),
    },
    {
      label: 'a bin',
      slots: ['locationId', 'bin'],
      request: (ids) => ({ input: { query: { location: ids.locationId, bin: ids.bin } } }),
    },
    {
      label: 'a list, a page after a bottle',
      slots: [],
      request: (ids) => ({
        input: { query: { list: 'manual', limit: 1, after: cursorAfter(ids.bottleId) } },
      }),
    },
    { label: 'every bottle', slots: [], request: () => ({ input: { query: { list: 'all' } } }) },
  ],
  bottleHistory: [
    { slots: ['bottleId'], request: (ids) => ({ input: { params: { id: ids.bottleId } } }) },
    {
      label: 'a removed bottle',
      slots: ['removedBottleId'],
      request: (ids) => ({ input: { params: { id: ids.removedBottleId } } }),
    },
  ],
  moveBottles: {
    slots: ['bottleId', 'locationId', 'bin'],
    request: (ids) => ({
      input: { body: { ids: [ids.bottleId], locationId: ids.locationId, bin: ids.bin } },
    }),
  },
  removeBottles: {
    slots: ['bottleId'],
    request: (ids) => ({ input: { body: { ids: [ids.bottleId] } } }),
    fresh: freshBottle,
  },
  changeBottlesFormat: {
    slots: ['bottleId', 'formatId'],
    request: (ids) => ({ input: { body: { ids: [ids.bottleId], formatId: ids.formatId } } }),
  },
  addScannedBottles: {
    slots: ['newBottleId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        body: {
          ids: [ids.newBottleId],
          formatId: ids.formatId,
          locationId: ids.locationId,
          bin: ids.bin,
        },
      },
    }),
  },
  confirmIntake: {
    slots: ['newBottleId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        body: {
          locationId: ids.locationId,
          bin: ids.bin,
          stagedBottles: [{ qrCodeId: ids.newBottleId, formatId: ids.formatId }],
        },
      },
    }),
  },
  addCategory: {
    slots: [],
    request: (_ids, { n }) => ({
      input: { body: { key: `cat_new_${n}`, en: `New ${n}`, fr: `Nouveau ${n}` } },
    }),
  },
  renameCategory: {
    slots: ['categoryKey'],
    request: (ids, { n }) => ({
      input: { params: { key: ids.categoryKey }, body: { en: `Fortified ${n}`, fr: `Muté ${n}` } },
    }),
  },
  deleteCategory: {
    slots: ['categoryKey'],
    request: (ids) => ({ input: { params: { key: ids.categoryKey } } }),
    fresh: async (world, n) => {
      const key = `cat_doomed_${n}`;
      await world.who.client.ok(op.addCategory, {
        body: { key, en: `Doomed ${n}`, fr: `Condamné ${n}` },
      });
      return { categoryKey: key };
    },
  },
  addSubcategory: {
    slots: ['categoryKey'],
    request: (ids, { n }) => ({
      input: {
        params: { key: ids.categoryKey },
        body: { key: `subcat_new_${n}`, en: `Sub ${n}`, fr: `Sous ${n}` },
      },
    }),
  },
  renameSubcategory: {
    slots: ['categoryKey', 'subcategoryKey'],
    request: (ids, { n }) => ({
      input: {
        params: { key: ids.categoryKey, subKey: ids.subcategoryKey },
        body: { en: `Tawny ${n}`, fr: `Tawny ${n}` },
      },
    }),
  },
  deleteSubcategory: {
    slots: ['categoryKey', 'subcategoryKey'],
    request: (ids) => ({
      input: { params: { key: ids.categoryKey, subKey: ids.subcategoryKey } },
    }),
    fresh: async (world, n) => {
      const key = `subcat_doomed_${n}`;
      await world.who.client.ok(op.addSubcategory, {
        params: { key: world.ids.categoryKey },
        body: { key, en: `Doomed ${n}`, fr: `Condamné ${n}` },
      });
      return { subcategoryKey: key };
    },
  },
};
