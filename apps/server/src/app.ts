import path from 'node:path';
import { FORM_ELEMENT_PREFIX, PERMIT_TYPE_KEYS, PERMIT_TYPES, trackingPageOf } from '@siteguard/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrations } from './migrations/index.js';
import { alertChannelsOf, createDeliveryEngine, loadOrCreateActionTokens } from './modules/alerting/index.js';
import {
  authenticateMachine,
  loadOrCreateSm2Keys,
  outboxSmsSender,
  sessionAuthenticator,
} from './modules/auth/index.js';
import { type CameraPlatform, createCameraPlatform } from './modules/cameras/index.js';
import { createDevicePlatform, type DevicePlatform } from './modules/devices/index.js';
import {
  createHeatStress,
  type HeatIndexSource,
  type HeatStressService,
  heatIndexFromWeather,
} from './modules/heatStress/index.js';
import { registerModules } from './modules/index.js';
import { type DemoSignIn, seedBase, seedDemo } from './modules/seed.js';
import { createWeatherPlatform } from './modules/weather/index.js';
import { tenantCachePlugin } from './platform/cache/tenant-cache.js';
import { type Clock, movableClock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import { type Database, openDatabase } from './platform/db/database.js';
import { migrate } from './platform/db/migrate.js';
import { authGuardPlugin } from './platform/http/auth-guard.js';
import { drainingPlugin } from './platform/http/draining.js';
import { accessDeclarationPlugin } from './platform/http/endpoints.js';
import { errorHandlerPlugin, sendFrameworkError, sendUnknownRoute } from './platform/http/error-handler.js';
import { formElementPlugin } from './platform/http/form-element.js';
import { languagePlugin } from './platform/http/language.js';
import { openApiPlugin } from './platform/http/openapi.js';
import { operationLogPlugin } from './platform/http/operation-log.js';
import { rateLimitPlugin } from './platform/http/rate-limit.js';
import { requestIdOf } from './platform/http/request-id.js';
import { storableTextPlugin } from './platform/http/storable-text.js';
import { webAppPlugin } from './platform/http/web-app.js';
import { createJobQueue } from './platform/jobs/queue.js';
import { memoryNotifier, postgresNotifier } from './platform/realtime/notifier.js';
import { loadOrCreateSecretBox } from './platform/secretBox.js';
import { createSiteSignals } from './platform/signals.js';
import { type FileStorage, localFileStorage } from './platform/storage/file-storage.js';
import { s3FileStorage } from './platform/storage/s3-storage.js';
import { APP_VERSION } from './version.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The demo accounts the seed made, for the start-up banner. */
    demoSignIns: readonly DemoSignIn[];
    /** Ingestion, the device link (embedded broker or external client), commands, escalation. */
    devices: DevicePlatform;
    cameras: CameraPlatform;
    /** The HKHI rest table per trade and the stop-work alerts (decision 0015). */
    heatStress: HeatStressService;
  }
}

export interface BuildOptions {
  /** Logger settings; tests pass `false`. Defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests share one); otherwise one is opened from the config. */
  database?: Database;
  /** The HKHI for heat stress; tests give one they drive (default: the weather feed, wired at merge). */
  heatIndexSource?: HeatIndexSource;
  /**
   * Site time (platform/clock.ts); tests pass a movable clock. Default: the system clock, or a movable
   * one under SITEGUARD_TEST_CLOCK=on.
   */
  clock?: Clock;
}

/**
 * Builds the whole application without listening: database migrated (and seeded when asked),
 * platform plugins, API modules under /api, OpenAPI, and the web app. The database is closed when
 * the app closes, unless the caller passed it in.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Webhooks carry their secret in the query (spec §7): it never reaches a log line.
        req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: request.method,
          url: request.url.replace(/([?&]secret=)[^&]*/gi, '$1***'),
          host: request.hostname,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (rate limits count request.ip).
    // (Fastify takes a hop count too; its types name only the other forms.)
    trustProxy: config.trustProxy as string | boolean,
    genReqId: requestIdOf,
    // drainingPlugin answers requests that arrive during shutdown, with the envelope.
    return503OnClosing: false,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const clock = options.clock ?? (config.testClock ? movableClock() : systemClock);
  app.decorate('clock', clock);
  const database = options.database ?? (await openDatabase(config));
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());

  const notifier = config.databaseUrl
    ? await postgresNotifier(config.databaseUrl, app.log)
    : memoryNotifier();
  app.addHook('onClose', () => notifier.close());

  const applied = await migrate(database.db, migrations);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  const tenantId = await seedBase(database.db);
  const demoSignIns = config.seedDemo ? await seedDemo(database.db, tenantId) : [];
  app.decorate('demoSignIns', demoSignIns);
  app.decorate('siteSignals', createSiteSignals(app.log));
  const devices = await createDevicePlatform(database.db, notifier, app.siteSignals, app.log, {
    mqtt: config.mqtt,
    retentionMonths: config.telemetryRetentionMonths,
    commandTimeoutMs: config.deviceCommandTimeoutMs,
    clock,
  });
  app.decorate('devices', devices);
  app.addHook('onReady', async () => devices.start());
  // onClose hooks run last-registered first: the pipeline flushes before the database closes.
  app.addHook('onClose', () => devices.close());
  const cameras = createCameraPlatform(
    config.media,
    loadOrCreateSecretBox(config.dataDir),
    notifier,
    app.log,
    clock,
  );
  // Every ffmpeg the server started stops with it.
  app.addHook('onClose', () => cameras.close());
  app.decorate('cameras', cameras);
  const weather = createWeatherPlatform(app, config.weather, { notifier, signals: app.siteSignals });
  app.decorate('weather', weather.cache);
  app.addHook('onReady', async () => weather.start());
  app.addHook('onClose', () => weather.stop());
  const heatStress = createHeatStress(
    database.db,
    // The Observatory's feed (null in live mode until a Heat Index source is wired; decision 0014).
    options.heatIndexSource ?? heatIndexFromWeather(weather.cache),
    devices,
    notifier,
    app.log,
    clock,
  );
  app.decorate('heatStress', heatStress);
  app.addHook('onReady', async () => heatStress.start());
  app.addHook('onClose', () => heatStress.stop());
  // Alerts reach people (issue #33): push always (its keys are made here), email and SMS as configured.
  const alertChannels = alertChannelsOf(config, { db: database.db, log: app.log });
  const actionTokens = loadOrCreateActionTokens(config.dataDir);
  app.addHook('onClose', () => alertChannels.close());
  const deliveries = createDeliveryEngine({
    db: database.db,
    clock,
    // Started by the engine with its first delivery to send.
    queue: createJobQueue(database, app.log),
    channels: alertChannels.channels,
    log: app.log,
    ...(config.consoleUrl ? { consoleUrl: config.consoleUrl } : {}),
    actionTokens,
  });
  app.addHook('onReady', async () => deliveries.start());
  const stopFollowingAlerts = deliveries.followAlerts(notifier);
  app.addHook('onClose', async () => {
    stopFollowingAlerts();
    await deliveries.stop();
  });

  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin, { bodyLimit: config.bodyLimit });
  await app.register(drainingPlugin);
  await app.register(storableTextPlugin);
  await app.register(accessDeclarationPlugin);
  await app.register(rateLimitPlugin, config.rateLimits);
  await app.register(tenantCachePlugin, { database });
  await app.register(authGuardPlugin, {
    authenticate: sessionAuthenticator(database.db, app.tenantCache, tenantId),
    authenticateMachine: (token) => authenticateMachine(database.db, token),
    db: database.db,
    platformTenantId: tenantId,
  });
  await app.register(operationLogPlugin, { db: database.db });
  await app.register(openApiPlugin, { version: APP_VERSION });
  await app.register(
    async (api) => {
      api.setNotFoundHandler(sendUnknownRoute);
      await registerModules(api, {
        keys: loadOrCreateSm2Keys(config.dataDir),
        sms: outboxSmsSender(database.db, app.log),
        notifier,
        signals: app.siteSignals,
        storage: fileStorageOf(config, app),
        uploadLimit: config.uploadLimit,
        devices,
        cameras,
        weather,
        heatStress,
        alertChannels: alertChannels.channels,
        pushPublicKey: alertChannels.pushPublicKey,
        pushServices: config.push.services,
        actionTokens,
      });
    },
    { prefix: '/api' },
  );
  await app.register(formElementPlugin, {
    dir: config.formElementDir,
    prefix: FORM_ELEMENT_PREFIX.replace(/\/$/, ''),
  });
  await app.register(webAppPlugin, { distDir: config.webDistDir, pageFor: publicPageFor });
  return app;
}

/** The permit view routes (spec §2) open the small site page, not the console. */
const SITE_VIEW_PAGES = Object.fromEntries(
  PERMIT_TYPE_KEYS.flatMap((type) => {
    const viewPath = PERMIT_TYPES[type].viewPath;
    return viewPath ? [[viewPath, 'site-view.html']] : [];
  }),
);

/**
 * The small public pages a QR code opens (no console bundle): the permit views, and the tracking
 * pages (/tracking/qrcode, /tracking/LAQrcode, /sw_smartwatch1_activecount and a vehicle's /{token},
 * a single segment shaped like a signed token, so no console route is ever taken for one).
 */
const publicPageFor = (pathname: string): string | undefined =>
  SITE_VIEW_PAGES[pathname] ?? (trackingPageOf(pathname) ? 'tracking.html' : undefined);

/** The file store the configuration names (STORAGE_DRIVER): local disk under DATA_DIR, or S3. */
function fileStorageOf(config: Config, app: FastifyInstance): FileStorage {
  if (config.storage.driver === 'local') return localFileStorage(path.join(config.dataDir, 'files'));
  const storage = s3FileStorage(config.storage);
  app.addHook('onClose', async () => storage.destroy());
  return storage;
}
