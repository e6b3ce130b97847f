import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from '../tls.js';

/**
 * A push service for tests, written from the RFCs rather than from the `web-push` library the server
 * sends with: it checks each request's VAPID authorisation (RFC 8292: an ES256 JWT for this origin,
 * signed by the key it names) and decrypts its aes128gcm payload (RFC 8291 over RFC 8188) with the
 * subscription's own private key, as a browser's push service and browser together would. What it
 * accepted is kept for the test to read; `answer` makes it refuse (410 Gone, 500, ...).
 */
export interface PushService {
  /** https://127.0.0.1:<port>: push services speak HTTPS only, and the web-push library too. */
  origin: string;
  /** Its self-signed certificate (PEM), for the server's PUSH_CA_FILE. */
  ca: Buffer;
  /** A browser's subscription: the endpoint on this service and the keys the browser would hand out. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Every push accepted, decrypted, newest last. */
  received: ReceivedPush[];
  /** The status to answer for an endpoint from now on (default 201 Created). */
  answer(endpoint: string, status: number): void;
  /** Called with each accepted push (the e2e test hands it to Chromium's service worker). */
  onPush?: (push: ReceivedPush) => void;
  close(): Promise<void>;
}

export interface ReceivedPush {
  endpoint: string;
  text: string;
  ttl: number;
  urgency: string | null;
  /** The VAPID public key the request was signed with (base64url). */
  vapidKey: string;
  /** The JWT's subject (mailto: or https:). */
  subject: string;
}

interface Subscription {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export async function startPushService(): Promise<PushService> {
  const subscriptions = new Map<string, Subscription>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const certificate = selfSignedCertificate(undefined, 'push');
  const ca = fs.readFileSync(certificate.cert);
  const tlsOptions = { cert: ca, key: fs.readFileSync(certificate.key) };
  const server: Server = createServer(tlsOptions, (request, response) => {
    void (async () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscription = subscriptions.get(endpoint);
      const body = await readBody(request);
      if (!subscription) return send(404, 'no such subscription');
      const answer = answers.get(endpoint);
      if (answer) return send(answer, `answering ${answer} as told`);
      const vapid = checkVapid(request.headers.authorization, origin);
      if (typeof vapid === 'string') return send(401, vapid);
      if (request.headers['content-encoding'] !== 'aes128gcm') return send(415, 'aes128gcm only');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return send(400, 'TTL header missing');
      let text: string;
      try {
        text = decrypt(body, subscription).toString('utf8');
      } catch (error) {
        return send(400, `cannot decrypt: ${(error as Error).message}`);
      }
      const push: ReceivedPush = {
        endpoint,
        text,
        ttl,
        urgency: (request.headers.urgency as string | undefined) ?? null,
        vapidKey: vapid.key,
        subject: vapid.subject,
      };
      received.push(push);
      service.onPush?.(push);
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    })().catch((error: unknown) => send(500, String(error)));

    function send(status: number, reason: string) {
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const service: PushService = {
    origin,
    ca,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT's aud is this origin, exp within a day. */
function checkVapid(header: string | undefined, origin: string): { key: string; subject: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad JWT signature';
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jose.alg !== 'ES256') return 'JWT is not ES256';
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `aud ${body.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!body.exp || body.exp < now || body.exp > now + 24 * 3600) return 'exp out of range';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'sub missing';
  return { key, subject: body.sub };
}

/** RFC 8291 §3.4 keys from RFC 8188's header (salt, record size, the sender's public key), one record. */
function decrypt(body: Buffer, subscription: Subscription): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
