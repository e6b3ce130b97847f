import type { Config } from './config.js';

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  path?: string;
  port?: number;
}

// PostgreSQL error classes and socket errors that mean "this server cannot be used as given":
// 28 invalid authorisation, 3D000 no such database, and the network failures of a wrong host or port.
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);
const isPostgresRefusal = (code: string) => code.startsWith('28') || code === '3D000';

/**
 * Turns a start-up failure that an environment variable caused into one line naming it (a port in
 * use, a data directory that is a file or read-only, a PostgreSQL server that refuses us). Anything
 * else is a bug and returns undefined, so the caller prints the stack.
 */
export function describeStartupError(error: unknown, config: Config): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code = '', syscall, path, port } = error as SystemError;
  const reason = oneLine(error.message || code);
  if (syscall === 'listen' || syscall === 'bind') {
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      return `Cannot use HOST=${JSON.stringify(config.host)}: ${reason}`;
    }
    const inUse = code === 'EADDRINUSE' ? 'the port is already in use' : reason;
    // The embedded MQTT broker listens too: a second server on one machine collides there first.
    if (config.mqtt.mode === 'embedded' && port === config.mqtt.port && port !== config.port) {
      return `Cannot use MQTT_PORT=${port}: ${inUse} (another server's broker? MQTT_PORT=off or another port)`;
    }
    if (
      config.mqtt.mode === 'embedded' &&
      config.mqtt.tls &&
      port === config.mqtt.tls.port &&
      port !== config.port
    ) {
      return `Cannot use MQTT_TLS_PORT=${port}: ${inUse}`;
    }
    return `Cannot use PORT=${config.port}: ${inUse}`;
  }
  if (path?.startsWith(config.dataDir)) {
    return `Cannot use DATA_DIR=${JSON.stringify(config.dataDir)}: ${reason}`;
  }
  if (config.databaseUrl && (CONNECTION_CODES.has(code) || isPostgresRefusal(code))) {
    return `Cannot use DATABASE_URL=${JSON.stringify(withoutPassword(config.databaseUrl))}: ${reason}`;
  }
  return undefined;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The URL as it may be printed: a password never reaches a terminal or a log. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
