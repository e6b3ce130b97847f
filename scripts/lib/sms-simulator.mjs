// A local stand-in for Twilio's Messages API (decision 0026): the same endpoint, basic auth, form
// fields, resources and error codes, so the SMS channel is tested against the protocol it speaks in
// production. Tests steer it (refuse credentials, throttle, drop or hold connections); `npm run
// sms-simulator` prints what it receives.
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';

const API_VERSION = '2010-04-01';
const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const MESSAGE_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\/(SM[0-9a-f]{32})\.json$/;
const E164 = /^\+[1-9]\d{6,14}$/;
// Hong Kong landlines (2x, 3x) take no SMS: Twilio answers 21614 for them.
const HK_LANDLINE = /^\+852[23]\d{7}$/;
const MAX_BODY = 1600;

// GSM 03.38: the basic set costs one septet, the extension table two (escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How the provider would encode and split a body: GSM-7 160/153 septets, else UCS-2 70/67 units. */
export function segmentsOf(body) {
  let septets = 0;
  for (const char of body) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const units = body.length;
      return { encoding: 'UCS-2', segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/**
 * Starts the simulator on `host:port` (port 0: a free one). `accountSid` and `authToken` are the
 * credentials it accepts; `smsUrl` is the SMS_URL that reaches it.
 */
export async function startSmsSimulator(options = {}) {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const host = options.host ?? '127.0.0.1';
  const behaviour = { refuseAuth: false, throttle: 0, drop: 0, hold: 0 };
  const messages = [];
  const events = new EventEmitter();
  const held = new Set();
  let requests = 0;
  const sockets = new Set();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        reply(res, 500, { code: 20500, message: `Internal Server Error: ${error.message}` });
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function handle(req, res, rawBody) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    requests += 1;
    if (behaviour.drop > 0) {
      behaviour.drop -= 1;
      events.emit('dropped', { method: req.method, path: url.pathname });
      req.socket.destroy();
      return;
    }
    if (behaviour.hold > 0) {
      behaviour.hold -= 1;
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (behaviour.refuseAuth || req.headers.authorization !== expectedAuth) {
      return reply(
        res,
        401,
        { code: 20003, message: 'Authenticate' },
        { 'www-authenticate': 'Basic realm="Twilio API"' },
      );
    }
    if (behaviour.throttle > 0) {
      behaviour.throttle -= 1;
      return reply(res, 429, { code: 20429, message: 'Too Many Requests' }, { 'retry-after': '1' });
    }
    const list = MESSAGES_PATH.exec(url.pathname);
    const one = MESSAGE_PATH.exec(url.pathname);
    const pathAccount = list?.[1] ?? one?.[1];
    if (!pathAccount)
      return reply(res, 404, { code: 20404, message: 'The requested resource was not found' });
    if (pathAccount !== accountSid) {
      return reply(res, 404, {
        code: 20404,
        message: `The requested resource ${url.pathname} was not found`,
      });
    }
    if (one && req.method === 'GET') {
      const found = messages.find((message) => message.sid === one[2]);
      return found
        ? reply(res, 200, resourceOf(found))
        : reply(res, 404, { code: 20404, message: 'Not found' });
    }
    if (!list || req.method !== 'POST')
      return reply(res, 405, { code: 20004, message: 'Method not allowed' });
    if (!/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
      return reply(res, 400, {
        code: 20001,
        message: 'Content-Type must be application/x-www-form-urlencoded',
      });
    }
    const form = new URLSearchParams(rawBody);
    const to = form.get('To');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return reply(res, 400, { code: 21604, message: "A 'To' phone number is required." });
    if (!from && !messagingServiceSid) {
      return reply(res, 400, { code: 21603, message: "A 'From' phone number is required." });
    }
    if (!body) return reply(res, 400, { code: 21602, message: 'Message body is required.' });
    if (!E164.test(to)) return reply(res, 400, { code: 21211, message: `Invalid 'To' Phone Number: ${to}` });
    if (HK_LANDLINE.test(to)) {
      return reply(res, 400, { code: 21614, message: `'To' number ${to} is not a valid mobile number` });
    }
    if (body.length > MAX_BODY) {
      return reply(res, 400, {
        code: 21617,
        message: 'The concatenated message body exceeds the 1600 character limit.',
      });
    }
    const now = new Date();
    const message = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to,
      from: from ?? null,
      messagingServiceSid: messagingServiceSid ?? null,
      body,
      ...segmentsOf(body),
      statusCallback: form.get('StatusCallback'),
      receivedAt: now,
      status: 'queued',
    };
    messages.push(message);
    events.emit('message', message);
    reply(res, 201, resourceOf(message));
  }

  function resourceOf(message) {
    const date = message.receivedAt.toUTCString().replace('GMT', '+0000');
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}.json`;
    return {
      account_sid: accountSid,
      api_version: API_VERSION,
      body: message.body,
      date_created: date,
      date_sent: null,
      date_updated: date,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      num_media: '0',
      num_segments: String(message.segments),
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: message.status,
      subresource_uris: { media: uri.replace('.json', '/Media.json') },
      to: message.to,
      uri,
    };
  }

  function reply(res, status, payload, headers = {}) {
    const error = status >= 400 && 'code' in payload;
    const body = error
      ? { ...payload, more_info: `https://www.twilio.com/docs/errors/${payload.code}`, status }
      : payload;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = server.address().port;
  const url = `http://${host}:${port}`;

  return {
    port,
    url,
    accountSid,
    authToken,
    /** The SMS_URL that reaches this simulator with its credentials. */
    smsUrl: `http://${accountSid}:${authToken}@${host}:${port}`,
    /** How many requests arrived, answered or not. */
    get requests() {
      return requests;
    },
    /** Every message accepted, oldest first. */
    messages,
    events,
    /** Answers 401 / 20003 to every request while true (an SMPP bind refused). */
    refuseAuth(refuse = true) {
      behaviour.refuseAuth = refuse;
    },
    /** The next `count` authenticated requests get 429 / 20429. */
    throttle(count = 1) {
      behaviour.throttle = count;
    },
    /** The next `count` requests have their connection closed before any answer. */
    drop(count = 1) {
      behaviour.drop = count;
    },
    /** The next `count` requests are never answered (until close). */
    hold(count = 1) {
      behaviour.hold = count;
    },
    /** Waits for the next accepted message (or the `count`-th from now). */
    nextMessage(count = 1) {
      return new Promise((resolve) => {
        const seen = [];
        const onMessage = (message) => {
          seen.push(message);
          if (seen.length === count) {
            events.off('message', onMessage);
            resolve(count === 1 ? message : seen);
          }
        };
        events.on('message', onMessage);
      });
    },
    async close() {
      for (const res of held) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
