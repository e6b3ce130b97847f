import fs from 'node:fs';
import path from 'node:path';
import tls from 'node:tls';
import { type RateLimitPolicy, WEATHER_SCENARIOS, type WeatherScenario } from '@siteguard/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { S3StorageOptions } from './storage/s3-storage.js';

/**
 * Chrome's (FCM), Firefox's (autopush), Safari's (Apple) and Edge's (WNS) push services: a browser's
 * subscription endpoint is on one of these.
 */
const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

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
  MQTT_TLS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  MQTT_TLS_CERT_FILE: z.string().min(1).optional(),
  MQTT_TLS_KEY_FILE: z.string().min(1).optional(),
  MQTT_MAX_PACKET_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(8192),
  MQTT_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  MQTT_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  MQTT_CONNECT_RATE_PER_ADDRESS: z.coerce.number().min(0.01).max(100_000).default(20),
  MQTT_CONNECT_BURST_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  MQTT_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  MQTT_AUTH_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  MQTT_AUTH_MAX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  TELEMETRY_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  DEVICE_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  MEDIA_DRIVER: z.enum(['ffmpeg', 'zlm']).default('ffmpeg'),
  FFMPEG_PATH: z.string().min(1).optional(),
  MEDIA_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ZLM_API_URL: z.url().optional(),
  ZLM_SECRET: z.string().min(1).optional(),
  ZLM_PUBLIC_URL: z.url().optional(),
  /** The secret ZLMediaKit's hook URLs carry (it can send no header); grants nothing else. */
  ZLM_HOOK_SECRET: z.string().min(16).optional(),
  /** Signs the play URLs' tokens that the on_play hook checks. */
  ZLM_PLAY_TOKEN_KEY: z.string().min(32).optional(),
  /** Live streams at once: per server, per tenant, and transcoding ones per server (docs/security/media.md). */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
  LIVE_STREAMS_PER_TENANT: z.coerce.number().int().min(0).max(10_000).default(16),
  LIVE_TRANSCODES_MAX: z.coerce.number().int().min(0).max(1000).default(2),
  /** Comma-separated CIDRs camera hosts must be in (unset: any address not refused outright). */
  CAMERA_NETWORKS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((cidr) => cidr.trim())
          .every((cidr) => cidr !== '' && ipaddr.isValidCIDR(cidr)),
      'must be a comma-separated list of CIDRs, e.g. 10.20.0.0/16,192.168.1.0/24',
    )
    .optional(),
  /** Cameras on loopback (the demo and test sources); default on only for a demo server outside production. */
  CAMERA_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  WEATHER_SOURCE: z.enum(['live', 'fixture']).optional(),
  WEATHER_SCENARIO: z.enum(WEATHER_SCENARIOS).default('normal'),
  /** The mail server alerts go out through, credentials in the URL; unset: no email channel. */
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465')
    .optional(),
  /** The sender of alert mail: an address, or a name and address ("Siteguard <alerts@example.com>"). */
  SMTP_FROM: z.string().trim().min(3).max(320).default('Siteguard <no-reply@siteguard.local>'),
  NODE_ENV: z.string().optional(),
  /** A movable site clock and the /testing/clock calls, for browser journeys (refused in production). */
  SITEGUARD_TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  /** Requests per client address (and account) per window on the rate-limited routes. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SIGN_IN_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CAPTCHA: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SMS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_MACHINE_TOKEN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_MACHINE_TOKEN_CLIENT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PUBLIC_READ: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_PUBLIC_VIEW: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_WEBHOOK: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_STREAM_START: z.coerce.number().int().min(1).default(60),
  /**
   * Which proxies' X-Forwarded-For is believed for the client address (rate limits, logs): unset
   * believes none; a number of hops, or a comma-separated list of proxy addresses or CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[0-9A-Fa-f.:/]+(\s*,\s*[0-9A-Fa-f.:/]+)*)$/,
      'must be a number of hops or a comma-separated list of proxy addresses or CIDRs',
    )
    .optional(),
  /** The SMS provider's API base with its credentials (decision 0026); unset: no SMS channel. */
  SMS_URL: z
    .string()
    .refine(isSmsUrl, 'must be https://AccountSid:AuthToken@host (http:// only on a loopback host)')
    .optional(),
  /** The sender: an E.164 number, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}|MG[0-9a-f]{32})$/,
      'must be an E.164 number (+852…), an alphanumeric sender id of up to 11 characters, or MG…',
    )
    .optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * The console's address as people open it (https://safety.example.com): the links in alert mails
   * and SMS (open, acknowledge). Unset: http://localhost:PORT outside production, no links in it.
   */
  CONSOLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The push services a browser's subscription may point at, as origins or host suffixes
   * (comma-separated); the server posts only there. The default is the browsers' own services.
   */
  PUSH_SERVICES: z
    .string()
    .default(DEFAULT_PUSH_SERVICES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /**
   * PEM certificates trusted for push services besides the system's: a push relay on the site's own
   * network behind a private CA (and the test suite's push service).
   */
  PUSH_CA_FILE: z.string().min(1).optional(),
  /** Who the push services may contact about this server's pushes (RFC 8292 "sub"): mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
    .default('mailto:safety@siteguard.local'),
});

/** Never printed, not even in the message that refuses them. */
const SECRET_VARIABLES = new Set([
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'MQTT_URL',
  'ZLM_SECRET',
  'ZLM_HOOK_SECRET',
  'ZLM_PLAY_TOKEN_KEY',
  'SMS_URL',
]);
/** What MEDIA_DRIVER=zlm cannot do without. */
const ZLM_REQUIRED = [
  'ZLM_API_URL',
  'ZLM_SECRET',
  'ZLM_PUBLIC_URL',
  'ZLM_HOOK_SECRET',
  'ZLM_PLAY_TOKEN_KEY',
] as const;
/** What STORAGE_DRIVER=s3 cannot do without. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Where device messages come from: the embedded broker (aedes) on MQTT_PORT, an external broker
 * (MQTT_URL: Mosquitto, EMQX) the server subscribes to, or none (MQTT_PORT=off without MQTT_URL).
 */
export type MqttConfig =
  | { mode: 'embedded'; port: number | null; tls: MqttTlsSettings | null; limits: MqttLimits }
  | { mode: 'external'; url: string; clientId: string }
  | { mode: 'off' };

/** The embedded broker's MQTTS listener (MQTT_TLS_PORT): PEM certificate chain and key, read at start-up. */
export interface MqttTlsSettings {
  port: number;
  cert: Buffer;
  key: Buffer;
}

/** What one client or one address may cost the embedded broker (docs/security/mqtt.md). */
export interface MqttLimits {
  /** Largest MQTT packet (fixed header included), enforced while parsing, before sign-in too. */
  maxPacketBytes: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** New connections a second per address (token bucket), and the bucket's size. */
  connectRatePerAddress: number;
  connectBurstPerAddress: number;
  /** A socket that has not sent a whole CONNECT in this time is closed. */
  connectTimeoutMs: number;
  /** Failed sign-ins: the next attempt (same address or user name) waits base x 2^(failures-1), capped. */
  authDelayMs: number;
  authMaxDelayMs: number;
}

/**
 * Live video: the built-in driver (ffmpeg pulling RTSP into HLS served by the API) or a ZLMediaKit
 * server driven through its HTTP API (docs/operations.md).
 */
export type MediaSettings = (
  | { driver: 'ffmpeg'; ffmpegPath: string | undefined; idleMs: number }
  | {
      driver: 'zlm';
      idleMs: number;
      zlm: { apiUrl: string; secret: string; publicUrl: string; hookSecret: string; playTokenKey: string };
    }
) & { limits: LiveLimits; hosts: CameraHostSettings };

/** How many live streams may run at once (LIVE_STREAMS_MAX, LIVE_STREAMS_PER_TENANT, LIVE_TRANSCODES_MAX). */
export interface LiveLimits {
  streams: number;
  perTenant: number;
  transcodes: number;
}

/** Which camera hosts may be pulled from (modules/cameras/hosts.ts, docs/security/media.md). */
export interface CameraHostSettings {
  allowLoopback: boolean;
  networks: string[];
  /** The server's own listening ports, refused on its own addresses. */
  ownPorts: number[];
}

/**
 * The SMS provider (decision 0026: Twilio's Messages API or one compatible with it): `apiBase` has no
 * credentials, so it may be logged; `password` never is.
 */
export interface SmsSettings {
  apiBase: string;
  /** The account the messages are sent from (the path's AccountSid). */
  accountSid: string;
  /** Basic auth: the AccountSid and AuthToken, or an API key's SID and secret. */
  username: string;
  password: string;
  from: string;
  timeoutMs: number;
}

/** The email channel's mail server (modules/alerting/channels/email.ts). */
export interface SmtpSettings {
  /** With its password: handed to nodemailer only. */
  url: string;
  /** The same URL with the password replaced by ***: what logs and messages show. */
  shownUrl: string;
  from: string;
}

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageOptions);

/**
 * Rate limits (platform/http/rate-limit.ts): requests per `windowMs` per client address, by policy
 * (contracts' RATE_LIMIT_POLICIES), and per account where the route names one.
 */
export interface RateLimits {
  windowMs: number;
  perAddress: Record<Exclude<RateLimitPolicy, 'none'>, number>;
  perAccount: { signIn: number; machineToken: number };
}

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
  rateLimits: RateLimits;
  /** SMTP_URL and SMTP_FROM: the email channel's mail server; undefined without SMTP_URL (no email channel). */
  smtp: SmtpSettings | undefined;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe (TRUST_PROXY); false believes none. */
  trustProxy: false | number | string;
  /** SITEGUARD_TEST_CLOCK=on: site time is a movable clock, and /testing/clock moves it (decision 0024). */
  testClock: boolean;
  /** SMS_URL and SMS_FROM: the SMS channel's provider; undefined without SMS_URL (no SMS channel). */
  sms: SmsSettings | undefined;
  /** CONSOLE_URL, without a trailing slash; undefined in production without it (messages carry no links). */
  consoleUrl: string | undefined;
  /**
   * Web Push: the trusted push services (PUSH_SERVICES), the VAPID subject and extra CA certificates
   * (PUSH_CA_FILE); the keys live in DATA_DIR/keys.
   */
  push: { services: string[]; subject: string; ca?: Buffer };
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
  if (e.MEDIA_DRIVER === 'zlm') {
    const secrets = [e.ZLM_SECRET, e.ZLM_HOOK_SECRET, e.ZLM_PLAY_TOKEN_KEY];
    if (new Set(secrets).size !== secrets.length)
      throw new ConfigError(
        'ZLM_SECRET, ZLM_HOOK_SECRET and ZLM_PLAY_TOKEN_KEY must be three different secrets',
      );
  }
  if (e.SITEGUARD_TEST_CLOCK === 'on' && e.NODE_ENV === 'production')
    throw new ConfigError('SITEGUARD_TEST_CLOCK=on is for tests: a production server keeps real time');
  if (e.SMS_URL && !e.SMS_FROM)
    throw new ConfigError('Missing environment variable SMS_FROM: SMS_URL needs it');
  const mqttTls = e.MQTT_TLS_PORT === undefined ? null : readMqttTls(e);
  if (mqttTls && e.MQTT_URL)
    throw new ConfigError('MQTT_TLS_PORT serves the embedded broker: leave it unset with MQTT_URL');
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
      : e.MQTT_PORT === 'off' && !mqttTls
        ? { mode: 'off' }
        : {
            mode: 'embedded',
            port: e.MQTT_PORT === 'off' ? null : e.MQTT_PORT,
            tls: mqttTls,
            limits: {
              maxPacketBytes: e.MQTT_MAX_PACKET_BYTES,
              maxConnections: e.MQTT_MAX_CONNECTIONS,
              maxConnectionsPerAddress: e.MQTT_MAX_CONNECTIONS_PER_ADDRESS,
              connectRatePerAddress: e.MQTT_CONNECT_RATE_PER_ADDRESS,
              connectBurstPerAddress: e.MQTT_CONNECT_BURST_PER_ADDRESS,
              connectTimeoutMs: e.MQTT_CONNECT_TIMEOUT_MS,
              authDelayMs: e.MQTT_AUTH_DELAY_MS,
              authMaxDelayMs: Math.max(e.MQTT_AUTH_MAX_DELAY_MS, e.MQTT_AUTH_DELAY_MS),
            },
          },
    telemetryRetentionMonths: e.TELEMETRY_RETENTION_MONTHS,
    deviceCommandTimeoutMs: e.DEVICE_COMMAND_TIMEOUT_MS,
    media: {
      ...(e.MEDIA_DRIVER === 'zlm'
        ? {
            driver: 'zlm' as const,
            idleMs,
            zlm: {
              apiUrl: e.ZLM_API_URL as string,
              secret: e.ZLM_SECRET as string,
              publicUrl: e.ZLM_PUBLIC_URL as string,
              hookSecret: e.ZLM_HOOK_SECRET as string,
              playTokenKey: e.ZLM_PLAY_TOKEN_KEY as string,
            },
          }
        : { driver: 'ffmpeg' as const, ffmpegPath: e.FFMPEG_PATH, idleMs }),
      limits: {
        streams: e.LIVE_STREAMS_MAX,
        perTenant: e.LIVE_STREAMS_PER_TENANT,
        transcodes: e.LIVE_TRANSCODES_MAX,
      },
      hosts: {
        // A demo server (demo data, not production) plays `npm run camera-source` on 127.0.0.1.
        allowLoopback: e.CAMERA_ALLOW_LOOPBACK ?? (e.SEED_DEMO && e.NODE_ENV !== 'production'),
        networks: e.CAMERA_NETWORKS?.split(',').map((cidr) => cidr.trim()) ?? [],
        ownPorts: [e.PORT, e.MQTT_PORT, e.MQTT_TLS_PORT].filter(
          (port): port is number => typeof port === 'number' && port > 0,
        ),
      },
    },
    weather: {
      source: e.WEATHER_SOURCE ?? (e.NODE_ENV === 'production' ? 'live' : 'fixture'),
      scenario: e.WEATHER_SCENARIO,
    },
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
      perAddress: {
        signIn: e.RATE_LIMIT_SIGN_IN,
        captcha: e.RATE_LIMIT_CAPTCHA,
        sms: e.RATE_LIMIT_SMS,
        machineToken: e.RATE_LIMIT_MACHINE_TOKEN,
        publicRead: e.RATE_LIMIT_PUBLIC_READ,
        publicView: e.RATE_LIMIT_PUBLIC_VIEW,
        webhook: e.RATE_LIMIT_WEBHOOK,
        streamStart: e.RATE_LIMIT_STREAM_START,
      },
      perAccount: { signIn: e.RATE_LIMIT_SIGN_IN_ACCOUNT, machineToken: e.RATE_LIMIT_MACHINE_TOKEN_CLIENT },
    },
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL, shownUrl: withoutPassword(e.SMTP_URL), from: e.SMTP_FROM }
      : undefined,
    testClock: e.SITEGUARD_TEST_CLOCK === 'on',
    sms: e.SMS_URL ? smsSettings(e.SMS_URL, e.SMS_FROM as string, e.SMS_TIMEOUT_MS) : undefined,
    consoleUrl: (
      e.CONSOLE_URL ?? (e.NODE_ENV === 'production' ? undefined : `http://localhost:${e.PORT}`)
    )?.replace(/\/+$/, ''),
    push: {
      services: e.PUSH_SERVICES,
      subject: e.VAPID_SUBJECT,
      ...(e.PUSH_CA_FILE ? { ca: readConfiguredFile('PUSH_CA_FILE', e.PUSH_CA_FILE) } : {}),
    },
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Credentials travel in clear over http:, so only to the simulator on this machine. */
function isSmsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!url.username || !url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

function smsSettings(value: string, from: string, timeoutMs: number): SmsSettings {
  const url = new URL(value);
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  // An API key (SK…) signs in for an account named separately.
  const accountSid = url.searchParams.get('AccountSid') ?? username;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return { apiBase: url.toString().replace(/\/+$/, ''), accountSid, username, password, from, timeoutMs };
}

/** A file a variable names, read at start-up; unreadable is a one-line start-up error naming it. */
function readConfiguredFile(name: string, file: string): Buffer {
  try {
    return fs.readFileSync(path.resolve(file));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(`Cannot read ${name}=${JSON.stringify(file)}: ${reason}`);
  }
}

/** MQTT_TLS_PORT needs MQTT_TLS_CERT_FILE and MQTT_TLS_KEY_FILE: readable PEM files that make a TLS context. */
function readMqttTls(e: z.infer<typeof envSchema>): MqttTlsSettings {
  for (const name of ['MQTT_TLS_CERT_FILE', 'MQTT_TLS_KEY_FILE'] as const) {
    if (!e[name]) throw new ConfigError(`Missing environment variable ${name}: MQTT_TLS_PORT needs it`);
  }
  const read = (name: 'MQTT_TLS_CERT_FILE' | 'MQTT_TLS_KEY_FILE') =>
    readConfiguredFile(name, e[name] as string);
  const cert = read('MQTT_TLS_CERT_FILE');
  const key = read('MQTT_TLS_KEY_FILE');
  try {
    tls.createSecureContext({ cert, key });
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ') : String(error);
    throw new ConfigError(
      `Invalid MQTT_TLS_CERT_FILE / MQTT_TLS_KEY_FILE: not a PEM certificate and its key (${reason})`,
    );
  }
  return { port: e.MQTT_TLS_PORT as number, cert, key };
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A URL as it may be printed: a password never reaches a terminal or a log. */
export function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '***';
  }
}
