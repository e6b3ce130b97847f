import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './platform/config.js';
import { describeStartupError } from './platform/startup-error.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The built web app sits beside the server in the repository unless WEB_DIST_DIR says otherwise.
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDistDir ??= path.resolve(here, '../../web/dist');
  // Likewise the <siteguard-form> element bundle, built by `npm run build -w @siteguard/form-react`.
  config.formElementDir ??= path.resolve(here, '../../../packages/form-react/dist');

  const app = await buildApp(config).catch((error: unknown) => stopOnStartupError(error, config));
  const address = await app
    .listen({ port: config.port, host: config.host })
    .catch((error: unknown) => stopOnStartupError(error, config));
  app.log.info({ address, database: app.database.driver }, 'Siteguard is listening');
  const mqtt = await listenMqtt(app, config, false).catch((error: unknown) =>
    stopOnStartupError(error, config),
  );
  const mqtts = await listenMqtt(app, config, true).catch((error: unknown) =>
    stopOnStartupError(error, config),
  );
  const mqttPort = mqtt ? (mqtt.address() as net.AddressInfo).port : null;
  const mqttsPort = mqtts ? (mqtts.address() as net.AddressInfo).port : null;
  const shown = `http://${browsableHost(config.host)}:${(app.server.address() as { port: number }).port}`;
  process.stdout.write(
    `\nSiteguard is running at ${shown}\n` +
      `  API docs: ${shown}/api/docs\n` +
      `  Database: ${app.database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}\n` +
      (mqttPort !== null ? `  MQTT broker: mqtt://${browsableHost(config.host)}:${mqttPort}\n` : '') +
      (mqttsPort !== null ? `  MQTTS broker: mqtts://${browsableHost(config.host)}:${mqttsPort}\n` : '') +
      (config.mqtt.mode === 'external' ? '  MQTT: external broker (MQTT_URL)\n' : '') +
      (config.smtp ? '  Email: alert mail through SMTP_URL\n' : '') +
      app.demoSignIns.map((s) => `  Demo sign-in: ${s.account} / ${s.password} (${s.role})\n`).join('') +
      (app.demoSignIns.length > 0 ? '  Device simulator: npm run simulate -- --watches 200 --rate 5\n' : '') +
      '\n',
  );

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // No new device connections; the broker's own close (in app.close) ends the open ones.
    mqtt?.close();
    mqtts?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * Opens the embedded broker's listener: MQTT on MQTT_PORT (0 picks a free one), or with `secure`
 * MQTTS on MQTT_TLS_PORT; null when that one is not configured or MQTT is not embedded. Every
 * connection passes the broker's limits (link/broker.ts `listener`).
 */
async function listenMqtt(
  app: Awaited<ReturnType<typeof buildApp>>,
  config: Config,
  secure: boolean,
): Promise<net.Server | null> {
  const broker = app.devices.broker;
  if (!broker || config.mqtt.mode !== 'embedded') return null;
  const port = secure ? config.mqtt.tls?.port : config.mqtt.port;
  if (port === undefined || port === null) return null;
  const server = broker.listener(secure ? config.mqtt.tls : null);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.host, () => resolve());
  });
  return server;
}

/** The host to print in the URL: localhost when listening on every address, else HOST itself. */
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** A failure an environment variable caused gets one line naming it; anything else keeps its stack. */
function stopOnStartupError(error: unknown, config: Config): never {
  const line = describeStartupError(error, config);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Siteguard failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
