// A Web Push service for the delivery benchmark: HTTPS on loopback (web-push speaks only HTTPS) with
// a certificate made by Debian's openssl, trusted by the server through PUSH_CA_FILE. It stamps each
// push request when it arrives and answers 201 Created as a push service does (RFC 8030 §5); it does
// not decrypt (apps/server/test/alerting/push-service.ts does that in the test suite).
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the service on a free loopback port; `onPush({ at, path })` is called per push request.
 * Resolves to `{ origin, caFile, subscription(name), close() }`; `subscription(name)` is a browser's
 * subscription (endpoint and keys) at this service.
 */
export async function startPushSink(onPush) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const server = https.createServer(
    { cert: fs.readFileSync(cert), key: fs.readFileSync(key) },
    (req, res) => {
      const at = Date.now();
      req.resume();
      req.on('end', () => {
        onPush({ at, path: req.url ?? '' });
        res.writeHead(201, { location: `${req.url}/m/${randomBytes(4).toString('hex')}` });
        res.end();
      });
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${server.address().port}`;
  return {
    origin,
    caFile: cert,
    subscription(name) {
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
