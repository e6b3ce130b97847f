import path from 'node:path';
import { WEATHER_SCENARIOS, type WeatherScenario } from '@siteguard/contracts';
import { z } from 'zod';
import type { S3StorageOptions } from './storage/s3-storage.js';

/** Environment variables the server reads; README.md documents each. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  BODY_LIMIT: z.coerce.number().int().min(1024).max(104_857_600).default(1_048_576),
  WEB_DIST_DIR: z.string().min(1).optional(),
  FORM_ELEMENT_DIR: z.string().min(1).optional(),
  UPLOAD_LIMIT: z.coerce.number().int().min(1024).max(1_073_741_824).default(20_971_520),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MQTT_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(1883),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?|tcp):\/\/.+/, 'must be an mqtt://, mqtts://, ws:// or wss:// URL')
    .optional(),
  MQTT_CLIENT_ID: z.string().min(1).max(64).optional(),
  TELEMETRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  DEVICE_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MEDIA_DRIVER: z.enum(['ffmpeg', 'zlm']).default('ffmpeg'),
  FFMPEG_PATH: z.string().min(1).optional(),
  MEDIA_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ZLM_API_URL: z.url().optional(),
  ZLM_SECRET: z.string().min(1).optional(),
  ZLM_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  WEATHER_SOURCE: z.enum(['live', 'fixture']).optional(),
  WEATHER_SCENARIO: z.enum(WEATHER_SCENARIOS).default('normal'),
  NODE_ENV: z.string().optional(),
});

/** Never printed, not even in the message that refuses them. */
const SECRET_VARIABLES = new Set(['S3_SECRET_ACCESS_KEY', 'MQTT_URL', 'ZLM_SECRET']);
/** What MEDIA_DRIVER=zlm cannot do without. */
const ZLM_REQUIRED = ['ZLM_API_URL', 'ZLM_SECRET', 'ZLM_PUBLIC_URL'] as const;
/** What STORAGE_DRIVER=s3 cannot do without. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Where device messages come from: the embedded broker (aedes) on MQTT_PORT, an external broker
 * (MQTT_URL: Mosquitto, EMQX) the server subscribes to, or none (MQTT_PORT=off without MQTT_URL).
 */
export type MqttConfig =
  | { mode: 'embedded'; port: number }
  | { mode: 'external'; url: string; clientId: string }
  | { mode: 'off' };

/**
 * Live video: the built-in driver (ffmpeg pulling RTSP into HLS served by the API) or a ZLMediaKit
 * server driven through its HTTP API (docs/operations.md).
 */
export type MediaSettings =
  | { driver: 'ffmpeg'; ffmpegPath: string | undefined; idleMs: number }
  | { driver: 'zlm'; idleMs: number; zlm: { apiUrl: string; secret: string; publicUrl: string } };

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageOptions);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
  bodyLimit: number;
  webDistDir: string | undefined;
  /** The built `<siteguard-form>` element bundle, served under FORM_ELEMENT_PREFIX. */
  formElementDir: string | undefined;
  /** Largest uploaded file in bytes. */
  uploadLimit: number;
  /** Where uploaded files go: DATA_DIR/files, or an S3-compatible object store. */
  storage: StorageConfig;
  mqtt: MqttConfig;
  /** Telemetry older than this many months is dropped, a month partition at a time. */
  telemetryRetentionMonths: number;
  /** How long a command waits for the device's reply. */
  deviceCommandTimeoutMs: number;
  media: MediaSettings;
  /**
   * Where weather comes from: the Observatory's open data (live, production's default) or the
   * recordings in the repository replayed from `scenario` (fixture: development, tests, demos).
   */
  weather: { source: 'live' | 'fixture'; scenario: WeatherScenario };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment once at start-up. Empty strings count as unset so that
 * `PORT= npm start` behaves like leaving PORT out.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = SECRET_VARIABLES.has(name) ? '"***"' : JSON.stringify(present[name]);
    throw new ConfigError(
      `Invalid environment variable ${name}=${shown}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;
  const missing = e.STORAGE_DRIVER === 's3' ? S3_REQUIRED.find((name) => !e[name]) : undefined;
  if (missing) throw new ConfigError(`Missing environment variable ${missing}: STORAGE_DRIVER=s3 needs it`);
  const missingZlm = e.MEDIA_DRIVER === 'zlm' ? ZLM_REQUIRED.find((name) => !e[name]) : undefined;
  if (missingZlm)
    throw new ConfigError(`Missing environment variable ${missingZlm}: MEDIA_DRIVER=zlm needs it`);
  const idleMs = e.MEDIA_IDLE_SECONDS * 1000;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    bodyLimit: e.BODY_LIMIT,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    formElementDir: e.FORM_ELEMENT_DIR ? path.resolve(e.FORM_ELEMENT_DIR) : undefined,
    uploadLimit: e.UPLOAD_LIMIT,
    mqtt: e.MQTT_URL
      ? { mode: 'external', url: e.MQTT_URL, clientId: e.MQTT_CLIENT_ID ?? 'siteguard-server' }
      : e.MQTT_PORT === 'off'
        ? { mode: 'off' }
        : { mode: 'embedded', port: e.MQTT_PORT },
    telemetryRetentionMonths: e.TELEMETRY_RETENTION_MONTHS,
    deviceCommandTimeoutMs: e.DEVICE_COMMAND_TIMEOUT_MS,
    media:
      e.MEDIA_DRIVER === 'zlm'
        ? {
            driver: 'zlm',
            idleMs,
            zlm: {
              apiUrl: e.ZLM_API_URL as string,
              secret: e.ZLM_SECRET as string,
              publicUrl: e.ZLM_PUBLIC_URL as string,
            },
          }
        : { driver: 'ffmpeg', ffmpegPath: e.FFMPEG_PATH, idleMs },
    weather: {
      source: e.WEATHER_SOURCE ?? (e.NODE_ENV === 'production' ? 'live' : 'fixture'),
      scenario: e.WEATHER_SCENARIO,
    },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET as string,
            accessKeyId: e.S3_ACCESS_KEY_ID as string,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
  };
}
