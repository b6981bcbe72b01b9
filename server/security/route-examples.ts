import { addressOf, type InputOf } from '../../domain/operation.js';
import { type OperationName, operationsByName } from '../../domain/operations/index.js';
import {
  type ReportOperationName,
  reportOperations,
} from '../../domain/operations/report-views.js';
import { cursorAfter } from '../features/inventory/index.js';
import { productRequest } from '../test/fixtures.js';
import type { TestClient } from '../test/test-client.js';
import {
  currentEtag,
  type IdKind,
  joinTeam,
  type World,
  type WorldIds,
} from './isolation-world.js';

export interface ExampleRequest {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ExampleContext {
  /** Unique per case: names and QR ids that must be new. */
  n: number;
  /** A fresh, valid invite code (sign-up only). */
  invite(): Promise<string>;
  /** Email and password of the identity asking (log-in only). */
  credentials: { email: string; password: string };
  /** The asking identity's restaurant's revision now. */
  revision(): Promise<number>;
}

/**
 * A request to one route that succeeds for its own restaurant's ids. The matrix replays it with each
 * of `slots` swapped, one at a time, for another restaurant's id, a missing one and malformed ones.
 */
export interface RouteExample {
  /** `METHOD /api/path/{param}` as the OpenAPI document names it. */
  route: string;
  label?: string;
  slots: IdKind[];
  request(ids: WorldIds, context: ExampleContext): ExampleRequest | Promise<ExampleRequest>;
  /** For routes that use their target up: a new one, so the own case can succeed each time. */
  fresh?(world: World, n: number): Promise<Partial<WorldIds>>;
  /** Log-out ends the session it is sent with: it gets a session of its own. */
  ownSession?: true;
  /**
   * The id is whatever a camera read: any text within the schema is a fair question, and a code
   * that is neither a bottle nor a barcode is answered `{ kind: 'unknown' }`, not refused.
   */
  scannedText?: true;
}

/** What an example of one operation sends: its input, typed by the operation. */
export interface OperationRequest<O> {
  input: InputOf<O>;
  headers?: Record<string, string>;
  /** A body that is not JSON (a cellar file), sent instead of `input.body`. */
  text?: string;
}

/** A `RouteExample` of one declared operation: its request is the operation's input. */
export type OperationExample<O> = Omit<RouteExample, 'route' | 'request'> & {
  request(
    ids: WorldIds,
    context: ExampleContext,
  ): OperationRequest<O> | Promise<OperationRequest<O>>;
};

type OperationExamples = {
  [N in OperationName]:
    | OperationExample<(typeof operationsByName)[N]>
    | OperationExample<(typeof operationsByName)[N]>[];
};

async function created<T>(response: Promise<{ status: number; body: unknown }>): Promise<T> {
  const answer = await response;
  if (answer.status >= 300)
    throw new Error(`fixture: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

async function freshFormat(client: TestClient, productId: string, n: number): Promise<string> {
  const body = await created<{ format: { id: string } }>(
    client.post(`/api/products/${productId}/formats`, {
      format: { vintage: String(1900 + (n % 100)), bottleSize: 100 + n },
    }),
  );
  return body.format.id;
}

async function freshBottle(world: World, n: number): Promise<Partial<WorldIds>> {
  const bottleId = `${world.tag}-F${n}`;
  await created(
    world.who.client.post('/api/bottles', { formatId: world.ids.formatId, ids: [bottleId] }),
  );
  return { bottleId };
}

function product(ids: WorldIds, name: string) {
  return productRequest({ name, mainCategory: ids.categoryKey, subCategory: ids.subcategoryKey })
    .product;
}

/**
 * A new stock count of a new empty bin, with its preview's token (pause, Apply, cancel): its
 * Apply removes nothing of the bottles the other examples use.
 */
async function freshStocktake(world: World, n: number): Promise<Partial<WorldIds>> {
  const client = world.who.client;
  const place = { locationId: world.ids.locationId, bin: `count-${n}` };
  await created(client.post(`/api/locations/${place.locationId}/bins`, { name: place.bin }));
  const stocktake = await created<{ id: string }>(
    client.post('/api/stocktakes', { places: [place] }),
  );
  const preview = await created<{ token: string }>(
    client.get(`/api/stocktakes/${stocktake.id}/preview`),
  );
  return { stocktakeId: stocktake.id, stocktakeToken: preview.token };
}

/** A one-row cellar file: a new wine each time, so each import is its own. */
function importFile(n: number): string {
  return `name,vintage,size\nImported ${n},2020,750\n`;
}
const csvHeaders = { 'content-type': 'text/csv' };

async function freshImport(world: World, n: number): Promise<Partial<WorldIds>> {
  const result = await created<{ importId: string }>(
    world.who.client.post('/api/imports', importFile(n), csvHeaders),
  );
  return { importId: result.importId };
}

/** Each report of domain/reports.ts, as it opens: no id to swap, the restaurant is the actor's. */
const REPORT_EXAMPLES = Object.fromEntries(
  Object.values(reportOperations).map((op) => [
    op.name,
    { slots: [], request: () => ({ input: {} }) },
  ]),
) as unknown as { [N in ReportOperationName]: OperationExample<(typeof reportOperations)[N]> };

async function newJoinCode(world: World): Promise<string> {
  const body = await created<{ code: string }>(
    world.who.client.post('/api/team/invites', { role: 'staff' }),
  );
  return body.code;
}

/**
 * The examples of the operations, one entry (or several) per operation: a missing one does not
 * compile.
 */
const OPERATION_EXAMPLES: OperationExamples = {
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
      const body = await created<{ id: string }>(
        world.who.client.put('/api/listings', { formatId, price3oz: 8 }),
      );
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
  health: { slots: [], request: () => ({ input: {} }) },
  signup: {
    slots: [],
    request: async (_ids, { n, invite }) => ({
      input: {
        body: {
          displayName: `Signup ${n}`,
          restaurantName: `Signup ${n}`,
          email: `signup-${n}-${Date.now()}@example.com`,
          password: 'correct horse',
          inviteCode: await invite(),
        },
      },
    }),
  },
  login: { slots: [], request: (_ids, { credentials }) => ({ input: { body: credentials } }) },
  session: { slots: [], request: () => ({ input: {} }) },
  logout: { slots: [], ownSession: true, request: () => ({ input: {} }) },
  renameAccount: {
    slots: [],
    request: (_ids, { n }) => ({ input: { body: { displayName: `Owner ${n}` } } }),
  },
  changePassword: {
    slots: [],
    // The same password again: it ends the identity's other sessions, not the one asking.
    request: (_ids, { credentials }) => ({
      input: {
        body: { currentPassword: credentials.password, newPassword: credentials.password },
      },
    }),
  },
  snapshot: { slots: [], request: () => ({ input: {} }) },
  compactSnapshot: {
    slots: ['etag'],
    // No model older than the restaurant now: a held one a few revisions old would make the
    // answers to twin requests (another restaurant's tag, a missing one) differ by when the
    // current model's build ends, not by what they asked.
    request: async (ids, { revision }) => ({
      input: { query: { atLeast: await revision() } },
      headers: { 'if-none-match': ids.etag },
    }),
    fresh: async (world) => ({ etag: await currentEtag(world.who.client) }),
  },
  live: { slots: [], request: () => ({ input: { query: { since: 0 } } }) },
  activity: { slots: [], request: () => ({ input: { query: { kind: 'bottles-moved' } } }) },
  activityPeople: { slots: [], request: () => ({ input: {} }) },
  activityCsv: { slots: [], request: () => ({ input: { query: {} } }) },
  // The Guest Menu Link manager: the restaurant is the actor's, no id to swap.
  guestMenuLink: { slots: [], request: () => ({ input: {} }) },
  setGuestMenuOptions: {
    slots: [],
    request: (_ids, { n }) => ({
      input: { body: { welcomeEn: `Welcome ${n}`, hidePrices: n % 2 === 0 } },
    }),
  },
  publishGuestMenu: { slots: [], request: () => ({ input: {} }) },
  newGuestMenuLink: { slots: [], request: () => ({ input: {} }) },
  unpublishGuestMenu: { slots: [], request: () => ({ input: {} }) },
  staffMenu: { slots: [], request: () => ({ input: {} }) },
  setup: { slots: [], request: () => ({ input: {} }) },
  dismissSetup: { slots: [], request: () => ({ input: {} }) },
  setCurrency: { slots: [], request: () => ({ input: { body: { currency: 'EUR' } } }) },
  team: { slots: [], request: () => ({ input: {} }) },
  createInvite: { slots: [], request: () => ({ input: { body: { role: 'staff' } } }) },
  revokeInvite: {
    slots: ['inviteId'],
    request: (ids) => ({ input: { params: { id: ids.inviteId } } }),
    fresh: async (world) => ({
      inviteId: (
        await created<{ invite: { id: string } }>(
          world.who.client.post('/api/team/invites', { role: 'staff' }),
        )
      ).invite.id,
    }),
  },
  changeRole: {
    slots: ['memberId'],
    request: (ids) => ({ input: { params: { userId: ids.memberId }, body: { role: 'staff' } } }),
  },
  removeMember: {
    slots: ['memberId'],
    request: (ids) => ({ input: { params: { userId: ids.memberId } } }),
    fresh: async (world, n) => ({
      memberId: (await joinTeam(world.who.client, `Leaving ${n}`)).userId,
    }),
  },
  joinInfo: {
    slots: [],
    request: (ids) => ({ input: { params: { code: ids.joinCode } } }),
    fresh: async (world) => ({ joinCode: await newJoinCode(world) }),
  },
  join: {
    slots: [],
    // Joining signs the browser out of the session it held: a session of its own.
    ownSession: true,
    request: (ids, { n }) => ({
      input: {
        params: { code: ids.joinCode },
        body: {
          displayName: `Joiner ${n}`,
          email: `join-${n}-${Date.now()}@example.com`,
          password: 'correct horse',
        },
      },
    }),
    fresh: async (world) => ({ joinCode: await newJoinCode(world) }),
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
      const body = await created<{ id: string }>(
        world.who.client.post('/api/locations', { name: `Doomed room ${n}` }),
      );
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
      await created(
        world.who.client.post(`/api/locations/${world.ids.locationId}/bins`, { name: bin }),
      );
      return { bin };
    },
  },
  startStocktake: {
    slots: ['locationId'],
    request: (ids) => ({ input: { body: { places: [{ locationId: ids.locationId }] } } }),
  },
  listStocktakes: { slots: [], request: () => ({ input: {} }) },
  getStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  scanIntoStocktake: {
    slots: ['stocktakeId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        body: { code: ids.bottleId, locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  listStocktakeScans: {
    slots: ['stocktakeId'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        query: { locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  listStocktakeQuantities: {
    slots: ['stocktakeId'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        query: { locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  setStocktakeQuantity: {
    slots: ['stocktakeId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      input: {
        params: { id: ids.stocktakeId },
        body: { formatId: ids.formatId, locationId: ids.locationId, bin: ids.bin, quantity: 2 },
      },
    }),
  },
  pauseStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
    fresh: freshStocktake,
  },
  resumeStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  previewStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  exportStocktakeCsv: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
  },
  applyStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({
      input: { params: { id: ids.stocktakeId }, body: { token: ids.stocktakeToken } },
    }),
    fresh: freshStocktake,
  },
  cancelStocktake: {
    slots: ['stocktakeId'],
    request: (ids) => ({ input: { params: { id: ids.stocktakeId } } }),
    fresh: freshStocktake,
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
      const body = await created<{ product: { id: string } }>(
        world.who.client.post('/api/products', {
          ...productRequest({ name: `Doomed ${n}` }),
        }),
      );
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
      await created(
        world.who.client.post('/api/categories', { key, en: `Doomed ${n}`, fr: `Condamné ${n}` }),
      );
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
      await created(
        world.who.client.post(`/api/categories/${world.ids.categoryKey}/subcategories`, {
          key,
          en: `Doomed ${n}`,
          fr: `Condamné ${n}`,
        }),
      );
      return { subcategoryKey: key };
    },
  },
  exportBottles: { slots: [], request: () => ({ input: {} }) },
  inventoryReport: {
    slots: [],
    request: () => ({ input: { query: { groupBy: 'location', locale: 'fr' } } }),
  },
  previewImport: {
    slots: [],
    request: (_ids, { n }) => ({ input: {}, text: importFile(n), headers: csvHeaders }),
  },
  runImport: {
    slots: [],
    request: (_ids, { n }) => ({ input: {}, text: importFile(n), headers: csvHeaders }),
  },
  pastImports: { slots: [], request: () => ({ input: {} }) },
  undoImport: {
    slots: ['importId'],
    fresh: freshImport,
    request: (ids) => ({ input: { params: { id: ids.importId } } }),
  },
  ...REPORT_EXAMPLES,
  exportReport: {
    slots: [],
    request: () => ({ input: { params: { report: 'value' }, query: { group: 'location' } } }),
  },
  reportSettings: { slots: [], request: () => ({ input: {} }) },
  saveReportSettings: {
    slots: [],
    request: () => ({ input: { body: { pourCostTarget: 25 } } }),
  },
  parLevels: { slots: [], request: () => ({ input: {} }) },
  saveParLevels: {
    slots: ['formatId'],
    request: (ids) => ({ input: { body: { levels: [{ formatId: ids.formatId, par: 6 }] } } }),
  },
};

/** `METHOD /api/path/{name}`: how the OpenAPI document names an operation's route. */
function documentedRoute(name: OperationName): string {
  const op = operationsByName[name];
  return `${op.method} ${op.path.replace(/:(\w+)/g, '{$1}')}`;
}

function asRouteExample(name: OperationName, example: OperationExample<unknown>): RouteExample {
  const op = operationsByName[name];
  return {
    ...example,
    route: documentedRoute(name),
    request: async (ids, context) => {
      const sent = await example.request(ids, context);
      const input = sent.input as { params?: unknown; query?: unknown; body?: unknown };
      return {
        path: addressOf(op, input),
        ...(sent.text !== undefined
          ? { body: sent.text }
          : input.body !== undefined
            ? { body: input.body }
            : {}),
        ...(sent.headers ? { headers: sent.headers } : {}),
      };
    },
  };
}

export const ROUTE_EXAMPLES: RouteExample[] = [
  ...(Object.keys(OPERATION_EXAMPLES) as OperationName[]).flatMap((name) => {
    const examples: OperationExample<unknown> | OperationExample<unknown>[] = OPERATION_EXAMPLES[
      name
    ] as OperationExample<unknown> | OperationExample<unknown>[];
    return (Array.isArray(examples) ? examples : [examples]).map((example) =>
      asRouteExample(name, example),
    );
  }),
];
