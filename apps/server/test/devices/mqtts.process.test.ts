import { execFile, execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { topicOf } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { callApi, signInOver, startServerProcess } from '../server-process.js';
import { telemetry } from './device-helpers.js';

const run = promisify(execFile);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The process as operators start it (server.ts): MQTTS only (MQTT_PORT=off, MQTT_TLS_PORT with a
 * certificate and key from files), Debian's mosquitto_pub signing in over TLS; a missing key file
 * stops the start with one line.
 */
describe('MQTTS from the environment (server process)', () => {
  it('serves MQTTS alone (MQTT_PORT=off) on MQTT_TLS_PORT with the files named', {
    timeout: 120_000,
  }, async () => {
    const dir = tempDir();
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ],
      { stdio: 'ignore' },
    );
    const tlsPort = await freePort();
    const server = await startServerProcess({
      DATA_DIR: dir,
      MQTT_PORT: 'off',
      MQTT_TLS_PORT: String(tlsPort),
      MQTT_TLS_CERT_FILE: cert,
      MQTT_TLS_KEY_FILE: key,
    });
    try {
      const token = (
        (await callApi(server.base, 'POST', '/tb/token', {
          clientId: 'demo-gateway',
          clientSecret: 'demo-gateway-secret',
        })) as { data: { accessToken: string } }
      ).data.accessToken;
      const provisioned = (
        await callApi(
          server.base,
          'POST',
          '/devices/provision',
          { devices: [{ kind: 'watch', imei: 'TLS-P1', name: 'TLS watch', site: 'Kai Tak' }] },
          token,
        )
      ).data as Array<{ secret: string }>;
      // QoS 1: mosquitto_pub exits 0 only after the PUBACK, given once the reading is stored.
      await run(
        '/usr/bin/mosquitto_pub',
        [
          ...['--cafile', cert, '-h', '127.0.0.1', '-p', String(tlsPort), '-q', '1'],
          ...['-u', 'TLS-P1', '-P', provisioned[0]?.secret as string, '-i', 'tls-p1'],
          ...['-t', topicOf('TLS-P1', 'telemetry'), '-m', JSON.stringify(telemetry('tls-p-1'))],
        ],
        { timeout: 15_000 },
      );
      const admin = await signInOver(server.base);
      const status = (await callApi(server.base, 'GET', '/devices/link/status', undefined, admin)).data as {
        mode: string;
        broker: { signedIn: number };
        ingestion: { accepted: number };
      };
      expect(status.mode).toBe('embedded');
      expect(status.ingestion.accepted).toBe(1);
      // A wrong secret over TLS: CONNACK 4 (mosquitto_pub exits non-zero).
      await expect(
        run(
          '/usr/bin/mosquitto_pub',
          [
            ...['--cafile', cert, '-h', '127.0.0.1', '-p', String(tlsPort), '-q', '1'],
            ...['-u', 'TLS-P1', '-P', 'wrong', '-t', topicOf('TLS-P1', 'telemetry'), '-m', '{}'],
          ],
          { timeout: 15_000 },
        ),
      ).rejects.toThrow(/not authori[sz]ed|bad user name|refused/i);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('stops with one line when the key file is missing', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    await expect(
      startServerProcess({
        DATA_DIR: dir,
        MQTT_TLS_PORT: '0',
        MQTT_TLS_CERT_FILE: path.join(dir, 'cert.pem'),
      }),
    ).rejects.toThrow(/Missing environment variable MQTT_TLS_KEY_FILE: MQTT_TLS_PORT needs it\n/);
  });
});
