import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiPrefix } from '../domain/operation.js';
import { documentPath } from '../domain/operations/addresses.js';
import type { Db } from './db/database.js';
import { Writer } from './db/writer.js';
import type { Env } from './env.js';
import { ActivityService, activityRoutes } from './features/activity/index.js';
import { AdminPages, adminPageRoutes } from './features/admin-page/index.js';
import {
  AccountService,
  AuthService,
  accountRoutes,
  LoginThrottle,
  publicAuthRoutes,
  readSessionCookie,
  SessionCache,
  sessionAuthRoutes,
} from './features/auth/index.js';
import { BatchService, batchRoutes } from './features/batches/index.js';
import { CatalogService, catalogRoutes, openFoodFacts } from './features/catalog/index.js';
import { CategoryService, categoryRoutes } from './features/categories/index.js';
import { ColorService, colorRoutes } from './features/colors/index.js';
import { deliveriesRoutes } from './features/deliveries/index.js';
import { exportRoutes } from './features/exports/index.js';
import {
  GuestLinkService,
  GuestMenuCache,
  guestLinkRoutes,
  guestRoutes,
  guestScriptPath,
  isGuestPath,
  MenuBuilder,
  PublishedMenus,
  STAFF_MENU_ENTRY,
  staffMenuPage,
  staffMenuRoutes,
} from './features/guest-menu/index.js';
import { healthRoutes } from './features/health/index.js';
import { ImportService, importRoutes } from './features/imports/index.js';
import {
  BottleService,
  FormatService,
  inventoryRoutes,
  ProductEditService,
  ProductService,
} from './features/inventory/index.js';
import { BottleLabelService, LabelService, labelRoutes } from './features/labels/index.js';
import { ListingService, listingRoutes } from './features/listings/index.js';
import { LocationService, locationRoutes } from './features/locations/index.js';
import { OpenBottleService, openBottleRoutes } from './features/open-bottles/index.js';
import {
  PurchasingService,
  purchasingRoutes,
  ReceivingService,
  smtpMailer,
} from './features/purchasing/index.js';
import { QrService, qrRoutes, ScanService } from './features/qr/index.js';
import { ParService, ReportService, reportRoutes } from './features/reports/index.js';
import {
  currentRevision,
  RestaurantService,
  restaurantRoutes,
} from './features/restaurants/index.js';
import { PosItemService, SalesService, salesRoutes } from './features/sales/index.js';
import { salesDepletionRoutes } from './features/sales-depletion/index.js';
import { SetupService, setupRoutes } from './features/setup/index.js';
import { ModelCache, snapshotRoutes } from './features/snapshot/index.js';
import { StocktakeService, stocktakeRoutes } from './features/stocktakes/index.js';
import { SyncService, syncRoutes } from './features/sync/index.js';
import { joinRoutes, TeamService, teamRoutes } from './features/team/index.js';
import { answerSerializer } from './http/answer-serializer.js';
import { registerCostView } from './http/cost-view.js';
import { registerDraining } from './http/draining.js';
import { registerErrorHandling } from './http/error-handler.js';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './http/framework-errors.js';
import { registerJsonParser } from './http/json-depth.js';
import { documentFileBody } from './http/operation-route.js';
import { registerRouteGuard } from './http/route-guard.js';
import { registerSameOriginCheck } from './http/same-origin.js';
import { registerResponsePolicy, registerSecurityHeaders } from './http/security-headers.js';
import { registerTextGuard } from './http/text-guard.js';
import { trustOneProxy } from './http/trust-proxy.js';
import { registerWebAssets } from './http/web-assets.js';
import { registerWriteQuota, WriteQuota } from './http/write-quota.js';
import { readBatches } from './live/change-repo.js';
import { LiveHub } from './live/hub.js';
import { liveRoutes } from './live/live-routes.js';
import { PostgresBridge } from './live/postgres-bridge.js';
import { SessionEvents } from './live/session-events.js';
import { startSessionSweep } from './live/session-sweep.js';

export interface Services {
  db: Db;
  hub: LiveHub;
  models: ModelCache;
  /** The public guest menus, built off the event loop (tests watch their builds). */
  guestMenus: GuestMenuCache;
  writer: Writer;
  auth: AuthService;
  products: ProductService;
  formats: FormatService;
  bottles: BottleService;
  batches: BatchService;
  catalog: CatalogService;
  locations: LocationService;
  categories: CategoryService;
  listings: ListingService;
  colors: ColorService;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds the whole server over an open, migrated database. `close()` on the app stops it all. */
export async function buildApp(env: Env, db: Db): Promise<BuiltApp> {
  const app = Fastify({
    // Through process.stdout, as console.log writes: pino's own stream writes in the background,
    // so the second "Server listening" line (one per address on 0.0.0.0) came after the invite
    // code that main.ts prints as the last line.
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, stream: process.stdout },
    trustProxy: env.TRUST_PROXY ? trustOneProxy : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Refused by registerDraining instead, with Retry-After.
    return503OnClosing: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  const hub = new LiveHub({
    perSession: env.LIVE_STREAMS_PER_SESSION,
    perRestaurant: env.LIVE_STREAMS_PER_RESTAURANT,
  });
  const instanceId = randomUUID();
  const writer = new Writer(db, hub, instanceId);
  const throttle = new LoginThrottle({
    loginPerAddress: env.LOGIN_LIMIT_PER_ADDRESS,
    loginPerAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
    signupPerAddress: env.SIGNUP_LIMIT_PER_ADDRESS,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  });
  const writeQuota = new WriteQuota(env.WRITE_LIMIT_PER_MINUTE);
  const models = new ModelCache(db, {
    maxLag: Math.floor(env.LIVE_MAX_REPLAY / 4),
    onBuildError: (error) => app.log.error(error, 'building a model failed'),
  });
  const webDist = env.WEB_DIST_DIR ?? path.resolve(here, '../web');
  // Both menus are built in one worker thread, off the event loop (decision 0030).
  const menuBuilder = new MenuBuilder(db);
  // The staff /menu's projection and page: built and held like the public page's.
  const staffMenus = new GuestMenuCache(
    menuBuilder,
    guestScriptPath(webDist, STAFF_MENU_ENTRY),
    (error) => app.log.error(error, 'building a staff menu failed'),
    'staff',
  );
  // Only where every process hears sessions end (the PostgreSQL bridge); SQLite's read is in-process.
  const sessionCache =
    db.postgresUrl && env.SESSION_CACHE_MS > 0 ? new SessionCache(env.SESSION_CACHE_MS) : undefined;
  const sessionEvents = new SessionEvents(db, hub, sessionCache);
  const auth = new AuthService(
    db,
    sessionEvents,
    throttle,
    { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteDays: env.SESSION_ABSOLUTE_DAYS },
    sessionCache,
  );
  const team = new TeamService(db, writer, auth, sessionEvents);

  const catalog = new CatalogService(
    db,
    env.CATALOG_PROVIDER === 'openfoodfacts'
      ? openFoodFacts(env.CATALOG_PROVIDER_URL, env.CATALOG_PROVIDER_TIMEOUT_MS)
      : null,
  );
  const products = new ProductService(db, writer);
  const batches = new BatchService(db, writer);
  const qr = new QrService(writer);
  const scan = new ScanService(db, catalog);
  const formats = new FormatService(db, writer);
  const bottles = new BottleService(db, writer);
  const locations = new LocationService(writer, db.dialect);
  const categories = new CategoryService(writer);
  const listings = new ListingService(writer);
  const colors = new ColorService(writer);
  const reportService = new ReportService(db);
  const sales = new SalesService(db, writer);
  // A sales import a stopped process left half written is seen by no read; its lines go now. A
  // database that does not answer yet must not keep the server from starting (health says so).
  await sales.dropAbandoned().catch((error: unknown) => {
    app.log.warn({ err: error }, 'Pending sales files could not be deleted at start');
  });

  registerErrorHandling(app, db.faults);
  registerSecurityHeaders(app);
  registerResponsePolicy(app);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cellar API', version: '1.0.0', description: 'Wine and spirits inventory' },
    },
    transform: (entry) => documentFileBody(jsonSchemaTransform(entry)),
  });
  registerSameOriginCheck(app, env.TRUST_PROXY, env.PUBLIC_ORIGIN);
  registerJsonParser(app);
  registerTextGuard(app);

  // The server's own time for each answer (benchmarks read it; so does the browser's devtools).
  app.decorateRequest('receivedAt', 0);
  app.addHook('onRequest', async (request) => {
    request.receivedAt = performance.now();
  });
  registerDraining(app);
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('server-timing')) {
      reply.header(
        'Server-Timing',
        `app;dur=${(performance.now() - request.receivedAt).toFixed(1)}`,
      );
    }
  });

  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    // The public guest menu reads no session, whatever cookie the phone holds.
    if (isGuestPath(request.url)) return;
    const token = readSessionCookie(request);
    request.actor = token ? await auth.resolve(token) : null;
  });
  registerRouteGuard(app);
  registerCostView(app);

  await app.register(
    async (api) => {
      // The document of the operations, not one of them: hidden from itself, so the probes that
      // walk it (the isolation matrix, the cost view, hostile input) do not read every schema's
      // field names as an answer. Its rule is in domain/route-permissions.ts.
      api.get(documentPath.slice(apiPrefix.length), { schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes(db));
      await api.register(publicAuthRoutes(auth));
      await api.register(joinRoutes(team));
      await api.register(async (protectedApi) => {
        registerWriteQuota(protectedApi, writeQuota);
        await protectedApi.register(sessionAuthRoutes(auth));
        await protectedApi.register(accountRoutes(new AccountService(db, sessionEvents, throttle)));
        await protectedApi.register(teamRoutes(team));
        await protectedApi.register(snapshotRoutes(db, models));
        await protectedApi.register(liveRoutes(db, hub, env.LIVE_MAX_REPLAY));
        await protectedApi.register(
          inventoryRoutes({
            products,
            formats,
            bottles,
            edits: new ProductEditService(db, writer),
          }),
        );
        await protectedApi.register(openBottleRoutes(new OpenBottleService(db, writer)));
        await protectedApi.register(salesDepletionRoutes(db, writer));
        await protectedApi.register(batchRoutes(batches));
        await protectedApi.register(qrRoutes(qr, scan));
        await protectedApi.register(catalogRoutes(catalog));
        await protectedApi.register(
          labelRoutes(new LabelService(db), new BottleLabelService(writer)),
        );
        await protectedApi.register(locationRoutes(locations));
        await protectedApi.register(categoryRoutes(categories));
        await protectedApi.register(listingRoutes(listings));
        await protectedApi.register(colorRoutes(colors));
        await protectedApi.register(exportRoutes(db));
        await protectedApi.register(importRoutes(new ImportService(db, writer)));
        await protectedApi.register(activityRoutes(new ActivityService(db)));
        await protectedApi.register(stocktakeRoutes(new StocktakeService(db, writer)));
        await protectedApi.register(syncRoutes(new SyncService(db, writer)));
        await protectedApi.register(guestLinkRoutes(new GuestLinkService(db, writer)));
        await protectedApi.register(staffMenuRoutes(db, staffMenus));
        await protectedApi.register(restaurantRoutes(new RestaurantService(writer)));
        await protectedApi.register(setupRoutes(new SetupService(db)));
        await protectedApi.register(reportRoutes(reportService, new ParService(db, writer)));
        const mailer = smtpMailer(env);
        await protectedApi.register(
          purchasingRoutes(
            new PurchasingService(db, writer, reportService, mailer),
            new ReceivingService(db, writer, mailer !== undefined),
          ),
        );
        await protectedApi.register(deliveriesRoutes(db));
        await protectedApi.register(salesRoutes(sales, new PosItemService(db, writer)));
      });
    },
    { prefix: apiPrefix },
  );

  const guestMenus = new GuestMenuCache(menuBuilder, guestScriptPath(webDist), (error) =>
    app.log.error(error, 'building a guest menu failed'),
  );
  // Both follow the live hub: a link changed is looked up again, a menu read is built again.
  const publishedMenus = new PublishedMenus(db);
  hub.addListener(publishedMenus);
  hub.addListener(guestMenus);
  await guestRoutes(app, publishedMenus, guestMenus, {
    requests: new WriteQuota(env.GUEST_MENU_LIMIT_PER_MINUTE),
    sent: new WriteQuota(env.GUEST_MENU_SENT_PER_MINUTE),
  });
  await app.register(staffMenuPage(db, staffMenus));
  await app.register(adminPageRoutes(products, new AdminPages(webDist)));
  await registerWebAssets(app, webDist);

  const stopSweep = startSessionSweep(hub, (ids) => auth.liveSessions(ids), env.LIVE_SWEEP_MS);
  let bridge: PostgresBridge | undefined;
  if (db.postgresUrl) {
    bridge = new PostgresBridge(
      instanceId,
      db.postgresUrl,
      hub,
      sessionEvents,
      (restaurantId) => (after, upTo) => readBatches(db.kysely, restaurantId, after, upTo),
      (restaurantId) => currentRevision(db.kysely, restaurantId),
      app.log,
    );
    await bridge.start();
  }
  // Open streams would keep close() waiting forever: end them before the server stops listening.
  app.addHook('preClose', async () => {
    stopSweep();
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await bridge?.stop();
    // A model built in the background (served behind while it builds) reads the database.
    await models.settled();
    await guestMenus.settled();
    await staffMenus.settled();
    await menuBuilder.close();
  });

  return {
    app,
    services: {
      db,
      hub,
      models,
      guestMenus,
      writer,
      auth,
      products,
      formats,
      bottles,
      batches,
      catalog,
      locations,
      categories,
      listings,
      colors,
    },
  };
}
