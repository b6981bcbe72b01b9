import { addressOf, type InputOf } from '../../domain/operation.js';
import { type OperationName, operationsByName } from '../../domain/operations/index.js';
import {
  type ReportOperationName,
  reportOperations,
} from '../../domain/operations/report-views.js';
import { cursorAfter } from '../features/inventory/bottle-cursor.js';
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

const seg = encodeURIComponent;

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

/** Examples of the routes not yet declared as operations (domain/operations/). */
const UNDECLARED_EXAMPLES: RouteExample[] = [
  { route: 'GET /api/health', slots: [], request: () => ({ path: '/api/health' }) },
  {
    route: 'POST /api/auth/signup',
    slots: [],
    request: async (_ids, { n, invite }) => ({
      path: '/api/auth/signup',
      body: {
        displayName: `Signup ${n}`,
        restaurantName: `Signup ${n}`,
        email: `signup-${n}-${Date.now()}@example.com`,
        password: 'correct horse',
        inviteCode: await invite(),
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    slots: [],
    request: (_ids, { credentials }) => ({ path: '/api/auth/login', body: credentials }),
  },
  { route: 'GET /api/session', slots: [], request: () => ({ path: '/api/session' }) },
  {
    route: 'POST /api/auth/logout',
    slots: [],
    ownSession: true,
    request: () => ({ path: '/api/auth/logout' }),
  },
  { route: 'GET /api/snapshot', slots: [], request: () => ({ path: '/api/snapshot' }) },
  {
    route: 'GET /api/snapshot/compact',
    slots: ['etag'],
    // No model older than the restaurant now: a held one a few revisions old would make the
    // answers to twin requests (another restaurant's tag, a missing one) differ by when the
    // current model's build ends, not by what they asked.
    request: async (ids, { revision }) => ({
      path: `/api/snapshot/compact?atLeast=${await revision()}`,
      headers: { 'if-none-match': ids.etag },
    }),
    fresh: async (world) => ({ etag: await currentEtag(world.who.client) }),
  },
  { route: 'GET /api/live', slots: [], request: () => ({ path: '/api/live?since=0' }) },
  {
    route: 'POST /api/products',
    slots: ['categoryKey', 'subcategoryKey', 'newBottleId', 'locationId', 'bin'],
    request: (ids, { n }) => ({
      path: '/api/products',
      body: {
        product: product(ids, `Created ${n}`),
        format: { vintage: '2020', price: 40 },
        bottles: { ids: [ids.newBottleId], locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  {
    route: 'PUT /api/products/{id}',
    slots: ['productId', 'categoryKey', 'subcategoryKey'],
    request: (ids, { n }) => ({
      path: `/api/products/${seg(ids.productId)}`,
      body: { product: { ...product(ids, `Renamed ${n}`), barcode: null } },
    }),
  },
  {
    route: 'DELETE /api/products/{id}',
    slots: ['productId'],
    request: (ids) => ({ path: `/api/products/${seg(ids.productId)}` }),
    fresh: async (world, n) => {
      const body = await created<{ product: { id: string } }>(
        world.who.client.post('/api/products', {
          ...productRequest({ name: `Doomed ${n}` }),
        }),
      );
      return { productId: body.product.id };
    },
  },
  {
    route: 'PUT /api/products/{id}/default-format',
    slots: ['productId', 'formatId'],
    request: (ids) => ({
      path: `/api/products/${seg(ids.productId)}/default-format`,
      body: { formatId: ids.formatId },
    }),
  },
  {
    route: 'POST /api/products/{id}/formats',
    slots: ['productId', 'newBottleId', 'locationId', 'bin'],
    request: (ids, { n }) => ({
      path: `/api/products/${seg(ids.productId)}/formats`,
      body: {
        format: { vintage: String(2000 + (n % 25)), bottleSize: 1000 + n, price: 30 },
        bottles: { ids: [ids.newBottleId], locationId: ids.locationId, bin: ids.bin },
      },
    }),
  },
  {
    route: 'PATCH /api/formats/{id}',
    slots: ['formatId'],
    request: (ids, { n }) => ({
      path: `/api/formats/${seg(ids.formatId)}`,
      body: { price: 100 + n, tastingNotes: `notes ${n}` },
    }),
  },
  {
    route: 'DELETE /api/formats/{id}',
    slots: ['formatId'],
    request: (ids) => ({ path: `/api/formats/${seg(ids.formatId)}` }),
    fresh: async (world, n) => ({
      formatId: await freshFormat(world.who.client, world.ids.productId, n),
    }),
  },
  {
    route: 'POST /api/bottles',
    slots: ['formatId', 'newBottleId', 'locationId', 'bin'],
    request: (ids) => ({
      path: '/api/bottles',
      body: {
        formatId: ids.formatId,
        ids: [ids.newBottleId],
        count: 1,
        locationId: ids.locationId,
        bin: ids.bin,
      },
    }),
  },
  {
    route: 'PATCH /api/bottles/{id}',
    slots: ['bottleId', 'locationId', 'bin'],
    request: (ids, { n }) => ({
      path: `/api/bottles/${seg(ids.bottleId)}`,
      body: { locationId: ids.locationId, bin: ids.bin, notes: `note ${n}` },
    }),
  },
  {
    route: 'DELETE /api/bottles/{id}',
    slots: ['bottleId'],
    request: (ids) => ({ path: `/api/bottles/${seg(ids.bottleId)}` }),
    fresh: freshBottle,
  },
  {
    route: 'GET /api/first-cards',
    slots: [],
    request: () => ({ path: '/api/first-cards?locale=fr' }),
  },
  {
    route: 'GET /api/bottles',
    label: 'a format',
    slots: ['formatId'],
    request: (ids) => ({ path: `/api/bottles?format=${seg(ids.formatId)}` }),
  },
  {
    route: 'GET /api/bottles',
    label: 'a bin',
    slots: ['locationId', 'bin'],
    request: (ids) => ({
      path: `/api/bottles?location=${seg(ids.locationId)}&bin=${seg(ids.bin)}`,
    }),
  },
  {
    route: 'GET /api/bottles',
    label: 'a list, a page after a bottle',
    slots: [],
    request: (ids) => ({
      path: `/api/bottles?list=manual&limit=1&after=${cursorAfter(ids.bottleId)}`,
    }),
  },
  {
    route: 'GET /api/bottles',
    label: 'every bottle',
    slots: [],
    request: () => ({ path: '/api/bottles?list=all' }),
  },
  {
    route: 'GET /api/activity',
    slots: [],
    request: () => ({ path: '/api/activity?kind=bottles-moved' }),
  },
  {
    route: 'GET /api/activity/people',
    slots: [],
    request: () => ({ path: '/api/activity/people' }),
  },
  {
    route: 'GET /api/activity.csv',
    slots: [],
    request: () => ({ path: '/api/activity.csv' }),
  },
  {
    route: 'GET /api/bottles/{id}/history',
    slots: ['bottleId'],
    request: (ids) => ({ path: `/api/bottles/${seg(ids.bottleId)}/history` }),
  },
  {
    route: 'GET /api/bottles/{id}/history',
    label: 'a removed bottle',
    slots: ['removedBottleId'],
    request: (ids) => ({ path: `/api/bottles/${seg(ids.removedBottleId)}/history` }),
  },
  {
    route: 'POST /api/batches/move',
    slots: ['bottleId', 'locationId', 'bin'],
    request: (ids) => ({
      path: '/api/batches/move',
      body: { ids: [ids.bottleId], locationId: ids.locationId, bin: ids.bin },
    }),
  },
  {
    route: 'POST /api/batches/remove',
    slots: ['bottleId'],
    request: (ids) => ({ path: '/api/batches/remove', body: { ids: [ids.bottleId] } }),
    fresh: freshBottle,
  },
  {
    route: 'POST /api/batches/reprofile',
    slots: ['bottleId', 'formatId'],
    request: (ids) => ({
      path: '/api/batches/reprofile',
      body: { ids: [ids.bottleId], formatId: ids.formatId },
    }),
  },
  {
    route: 'POST /api/batches/add',
    slots: ['newBottleId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      path: '/api/batches/add',
      body: {
        ids: [ids.newBottleId],
        formatId: ids.formatId,
        locationId: ids.locationId,
        bin: ids.bin,
      },
    }),
  },
  {
    route: 'POST /api/intake',
    slots: ['newBottleId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      path: '/api/intake',
      body: {
        locationId: ids.locationId,
        bin: ids.bin,
        stagedBottles: [{ qrCodeId: ids.newBottleId, formatId: ids.formatId }],
      },
    }),
  },
  {
    route: 'PUT /api/bottles/{id}/qr',
    slots: ['bottleId', 'newBottleId'],
    request: (ids) => ({
      path: `/api/bottles/${seg(ids.bottleId)}/qr`,
      body: { newId: ids.newBottleId },
    }),
    fresh: freshBottle,
  },
  {
    route: 'DELETE /api/bottles/{id}/qr',
    slots: ['bottleId'],
    request: (ids) => ({ path: `/api/bottles/${seg(ids.bottleId)}/qr` }),
    fresh: freshBottle,
  },
  {
    route: 'POST /api/scan',
    label: 'a bottle',
    scannedText: true,
    slots: ['bottleId'],
    request: (ids) => ({ path: '/api/scan', body: { code: ids.bottleId } }),
  },
  {
    route: 'POST /api/scan',
    label: 'a removed bottle',
    scannedText: true,
    slots: ['removedBottleId'],
    request: (ids) => ({ path: '/api/scan', body: { code: ids.removedBottleId } }),
  },
  {
    route: 'POST /api/scan',
    label: 'a barcode',
    scannedText: true,
    slots: ['barcode'],
    request: (ids) => ({ path: '/api/scan', body: { code: ids.barcode } }),
  },
  {
    route: 'GET /api/barcodes/{code}',
    slots: ['barcode'],
    request: (ids) => ({ path: `/api/barcodes/${seg(ids.barcode)}` }),
  },
  {
    route: 'POST /api/labels',
    slots: [],
    request: () => ({ path: '/api/labels', body: { count: 2 } }),
  },
  {
    route: 'POST /api/labels/bottles',
    label: 'bottles',
    slots: ['bottleId'],
    request: (ids) => ({
      path: '/api/labels/bottles',
      body: { scope: 'bottles', ids: [ids.bottleId] },
    }),
  },
  {
    route: 'POST /api/labels/bottles',
    label: 'a location',
    slots: ['locationId'],
    request: (ids) => ({
      path: '/api/labels/bottles',
      body: { scope: 'place', locationId: ids.locationId },
    }),
  },
  {
    route: 'PUT /api/listings',
    slots: ['formatId'],
    request: (ids, { n }) => ({
      path: '/api/listings',
      body: { formatId: ids.formatId, price3oz: 10 + (n % 50), price5oz: null },
    }),
  },
  {
    route: 'DELETE /api/listings/{id}',
    slots: ['listingId'],
    request: (ids) => ({ path: `/api/listings/${seg(ids.listingId)}` }),
    fresh: async (world, n) => {
      const formatId = await freshFormat(world.who.client, world.ids.productId, n);
      const body = await created<{ id: string }>(
        world.who.client.put('/api/listings', { formatId, price3oz: 8 }),
      );
      return { listingId: body.id };
    },
  },
  {
    route: 'POST /api/colors',
    slots: [],
    request: (_ids, { n }) => ({ path: '/api/colors', body: { name: `Hue ${n}` } }),
  },
  {
    route: 'PATCH /api/colors/{id}',
    slots: ['colorId'],
    request: (ids, { n }) => ({
      path: `/api/colors/${seg(ids.colorId)}`,
      body: { name: `Amber ${n}` },
    }),
  },
  {
    route: 'PATCH /api/account',
    slots: [],
    request: (_ids, { n }) => ({ path: '/api/account', body: { displayName: `Owner ${n}` } }),
  },
  {
    route: 'PUT /api/account/password',
    slots: [],
    // The same password again: it ends the identity's other sessions, not the one asking.
    request: (_ids, { credentials }) => ({
      path: '/api/account/password',
      body: { currentPassword: credentials.password, newPassword: credentials.password },
    }),
  },
  {
    route: 'POST /api/stocktakes',
    slots: ['locationId'],
    request: (ids) => ({
      path: '/api/stocktakes',
      body: { places: [{ locationId: ids.locationId }] },
    }),
  },
  { route: 'GET /api/stocktakes', slots: [], request: () => ({ path: '/api/stocktakes' }) },
  {
    route: 'GET /api/stocktakes/{id}',
    slots: ['stocktakeId'],
    request: (ids) => ({ path: `/api/stocktakes/${seg(ids.stocktakeId)}` }),
  },
  {
    route: 'POST /api/stocktakes/{id}/scans',
    slots: ['stocktakeId', 'locationId', 'bin'],
    request: (ids) => ({
      path: `/api/stocktakes/${seg(ids.stocktakeId)}/scans`,
      body: { code: ids.bottleId, locationId: ids.locationId, bin: ids.bin },
    }),
  },
  {
    route: 'GET /api/stocktakes/{id}/scans',
    slots: ['stocktakeId'],
    request: (ids) => ({
      path: `/api/stocktakes/${seg(ids.stocktakeId)}/scans?locationId=${seg(ids.locationId)}&bin=${seg(ids.bin)}`,
    }),
  },
  {
    route: 'GET /api/stocktakes/{id}/quantities',
    slots: ['stocktakeId'],
    request: (ids) => ({
      path: `/api/stocktakes/${seg(ids.stocktakeId)}/quantities?locationId=${seg(ids.locationId)}&bin=${seg(ids.bin)}`,
    }),
  },
  {
    route: 'POST /api/stocktakes/{id}/quantities',
    slots: ['stocktakeId', 'formatId', 'locationId', 'bin'],
    request: (ids) => ({
      path: `/api/stocktakes/${seg(ids.stocktakeId)}/quantities`,
      body: { formatId: ids.formatId, locationId: ids.locationId, bin: ids.bin, quantity: 2 },
    }),
  },
  {
    route: 'POST /api/stocktakes/{id}/pause',
    slots: ['stocktakeId'],
    request: (ids) => ({ path: `/api/stocktakes/${seg(ids.stocktakeId)}/pause` }),
    fresh: freshStocktake,
  },
  {
    route: 'POST /api/stocktakes/{id}/resume',
    slots: ['stocktakeId'],
    request: (ids) => ({ path: `/api/stocktakes/${seg(ids.stocktakeId)}/resume` }),
  },
  {
    route: 'GET /api/stocktakes/{id}/preview',
    slots: ['stocktakeId'],
    request: (ids) => ({ path: `/api/stocktakes/${seg(ids.stocktakeId)}/preview` }),
  },
  {
    route: 'GET /api/stocktakes/{id}/export.csv',
    slots: ['stocktakeId'],
    request: (ids) => ({ path: `/api/stocktakes/${seg(ids.stocktakeId)}/export.csv` }),
  },
  {
    route: 'POST /api/stocktakes/{id}/apply',
    slots: ['stocktakeId'],
    request: (ids) => ({
      path: `/api/stocktakes/${seg(ids.stocktakeId)}/apply`,
      body: { token: ids.stocktakeToken },
    }),
    fresh: freshStocktake,
  },
  {
    route: 'POST /api/stocktakes/{id}/cancel',
    slots: ['stocktakeId'],
    request: (ids) => ({ path: `/api/stocktakes/${seg(ids.stocktakeId)}/cancel` }),
    fresh: freshStocktake,
  },
  // The Guest Menu Link manager (issue 18): the restaurant is the actor's, no id to swap.
  {
    route: 'GET /api/guest-menu-link',
    slots: [],
    request: () => ({ path: '/api/guest-menu-link' }),
  },
  {
    route: 'PATCH /api/guest-menu-link',
    slots: [],
    request: (_ids, { n }) => ({
      path: '/api/guest-menu-link',
      body: { welcomeEn: `Welcome ${n}`, hidePrices: n % 2 === 0 },
    }),
  },
  {
    route: 'POST /api/guest-menu-link/publish',
    slots: [],
    request: () => ({ path: '/api/guest-menu-link/publish' }),
  },
  {
    route: 'POST /api/guest-menu-link/new-link',
    slots: [],
    request: () => ({ path: '/api/guest-menu-link/new-link' }),
  },
  {
    route: 'POST /api/guest-menu-link/unpublish',
    slots: [],
    request: () => ({ path: '/api/guest-menu-link/unpublish' }),
  },
  { route: 'GET /api/menu', slots: [], request: () => ({ path: '/api/menu' }) },
  { route: 'GET /api/setup', slots: [], request: () => ({ path: '/api/setup' }) },
  {
    route: 'POST /api/setup/dismiss',
    slots: [],
    request: () => ({ path: '/api/setup/dismiss' }),
  },
  {
    route: 'PUT /api/restaurant/currency',
    slots: [],
    request: () => ({ path: '/api/restaurant/currency', body: { currency: 'EUR' } }),
  },
];

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
 * The examples of the declared operations, one entry (or several) per operation: a missing one
 * does not compile.
 */
const OPERATION_EXAMPLES: OperationExamples = {
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
  ...UNDECLARED_EXAMPLES,
  ...(Object.keys(OPERATION_EXAMPLES) as OperationName[]).flatMap((name) => {
    const examples: OperationExample<unknown> | OperationExample<unknown>[] = OPERATION_EXAMPLES[
      name
    ] as OperationExample<unknown> | OperationExample<unknown>[];
    return (Array.isArray(examples) ? examples : [examples]).map((example) =>
      asRouteExample(name, example),
    );
  }),
];
