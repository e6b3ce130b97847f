import path from 'node:path';
import { z } from 'zod';

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
});

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
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(present[name])}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const e = parsed.data;
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
  };
}
