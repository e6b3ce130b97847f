import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { siteDayOf, siteDayStart } from '@siteguard/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Clock, type MovableClock, movableClock } from '../src/platform/clock.js';
import { type Config, loadConfig } from '../src/platform/config.js';

export type Driver = 'postgres' | 'pglite';
export const DRIVERS: readonly Driver[] = ['postgres', 'pglite'];

/** A fresh, empty database on the shared test server; `drop()` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `siteguard_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(adminUrl, async (client) => {
        // Closed pools may still be saying goodbye; forcing them out then surfaces as an unhandled
        // 57P01 in the closing client, so give them a moment first.
        for (let attempt = 0; attempt < 40; attempt += 1) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'siteguard-test-'));
}

/**
 * Tests sign in and call public routes far more often than people do, all from 127.0.0.1: their rate
 * limits are raised (rate-limit.http.test.ts builds with the defaults and proves they bite).
 */
export const RELAXED_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  [
    'SIGN_IN',
    'SIGN_IN_ACCOUNT',
    'CAPTCHA',
    'SMS',
    'MACHINE_TOKEN',
    'MACHINE_TOKEN_CLIENT',
    'PUBLIC_READ',
    'PUBLIC_VIEW',
    'WEBHOOK',
    'STREAM_START',
  ].map((name) => [`RATE_LIMIT_${name}`, '1000000']),
);

/** A config for tests: quiet, no web app, its own data directory, and the chosen database. */
export async function testConfig(driver: Driver): Promise<{ config: Config; cleanup(): Promise<void> }> {
  const dataDir = tempDir();
  const database = driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database?.url,
    ...RELAXED_RATE_LIMITS,
  });
  return {
    config,
    cleanup: async () => {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A ticking site clock at noon of the Hong Kong day the run is in: a test that needs "today", with
 * hours of room either side, holds at any hour of the run (Hong Kong midnight is 16:00 UTC). Times
 * the test sends (device times, gate passes) are then taken from this clock, not from Date.now().
 */
export function middayClock(): MovableClock {
  return movableClock(new Date(siteDayStart(siteDayOf(Date.now())).getTime() + 12 * 3_600_000));
}

/**
 * Builds the real application on a fresh database. `extend` may register extra routes (for
 * behaviour no production route exercises yet) before the app becomes ready.
 */
export async function buildTestApp(
  driver: Driver,
  extend?: (app: FastifyInstance) => Promise<void>,
  logger: FastifyServerOptions['logger'] = false,
  /** Site time (platform/clock.ts): a test that needs a day, an expiry or a timer passes a movableClock. */
  clock?: Clock,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { config, cleanup } = await testConfig(driver);
  const app = await buildApp(config, { logger, ...(clock ? { clock } : {}) });
  await extend?.(app);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/** A port on this machine nothing listens on: a mail server, camera or provider that is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
