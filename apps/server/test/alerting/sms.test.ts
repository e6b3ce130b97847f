import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmsSimulator, segmentsOf, startSmsSimulator } from '../../../../scripts/lib/sms-simulator.mjs';
import {
  createSmsChannel,
  SMS_MAX_CHARACTERS,
  type SmsChannel,
} from '../../src/modules/alerting/channels/sms.js';
import { ConfigError, loadConfig } from '../../src/platform/config.js';

// The SMS channel against a simulator of Twilio's Messages API (decision 0026): real HTTP on
// loopback, the provider's status codes and error codes. Each test has its own simulator and logger.

const open: { simulator: SmsSimulator; channel: SmsChannel }[] = [];

afterEach(async () => {
  for (const { simulator, channel } of open.splice(0)) {
    await simulator.close();
    await channel.close();
  }
});

async function setUp(env: Record<string, string> = {}) {
  const simulator = await startSmsSimulator();
  const lines: string[] = [];
  const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
  const config = loadConfig({ SMS_URL: simulator.smsUrl, SMS_FROM: 'Siteguard', ...env });
  const channel = createSmsChannel(config.sms, { log: log as unknown as FastifyBaseLogger });
  if (!channel) throw new Error('SMS_URL is set: the channel should exist');
  open.push({ simulator, channel });
  return { simulator, channel, lines, config };
}

let keys = 0;
const message = (text: string, extra: { subject?: string; url?: string } = {}) => ({
  subject: extra.subject ?? '',
  text,
  url: extra.url,
  lang: 'en' as const,
  idempotencyKey: `test-${++keys}-${Math.random()}`,
});

describe('SMS channel (Twilio Messages API)', () => {
  it('is absent without SMS_URL', () => {
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    expect(loadConfig({}).sms).toBeUndefined();
    expect(createSmsChannel(loadConfig({}).sms, { log })).toBeNull();
  });

  it('sends an English message that arrives as sent, from SMS_FROM, to the number without its spaces', async () => {
    const { simulator, channel } = await setUp();
    const result = await channel.send(
      '+852 9123-4567',
      message('SOS at Tsuen Wan site, gate 2. Open the console.', {
        subject: 'SOS: Chan Chi Ming',
        url: 'https://siteguard.local/alerts/42',
      }),
    );
    expect(simulator.messages).toHaveLength(1);
    const [arrived] = simulator.messages;
    expect(result).toEqual({ ok: true, providerId: arrived?.sid });
    expect(arrived).toMatchObject({
      to: '+85291234567',
      from: 'Siteguard',
      body: 'SOS: Chan Chi Ming\nSOS at Tsuen Wan site, gate 2. Open the console.\nhttps://siteguard.local/alerts/42',
      encoding: 'GSM-7',
      segments: 1,
    });
  });

  it('sends a long Chinese message whole, as concatenated UCS-2 segments', async () => {
    const { simulator, channel } = await setUp();
    const text =
      '荃灣地盤二號閘口工人陳志明按下求救按鈕，心率每分鐘一百四十下，請立即前往現場並確認。'.repeat(5);
    const result = await channel.send(
      '+85291234567',
      message(text, { subject: '【緊急】求救：陳志明', url: 'https://siteguard.local/alerts/43' }),
    );
    expect(result.ok).toBe(true);
    const arrived = simulator.messages.at(-1);
    const body = `【緊急】求救：陳志明\n${text}\nhttps://siteguard.local/alerts/43`;
    expect(arrived?.body).toBe(body);
    expect(arrived?.encoding).toBe('UCS-2');
    expect(body.length).toBeGreaterThan(70);
    expect(arrived?.segments).toBe(Math.ceil(body.length / 67));
  });

  it('cuts a text beyond the API limit, keeping the subject and the link whole', async () => {
    const { simulator, channel } = await setUp();
    const result = await channel.send(
      '+85291234567',
      message('氣體濃度超標。'.repeat(400), { subject: '氣體警報', url: 'https://siteguard.local/a/1' }),
    );
    expect(result.ok).toBe(true);
    const body = simulator.messages.at(-1)?.body ?? '';
    expect(body.length).toBe(SMS_MAX_CHARACTERS);
    expect(body.startsWith('氣體警報\n氣體濃度超標。')).toBe(true);
    expect(body.endsWith('…\nhttps://siteguard.local/a/1')).toBe(true);
  });

  it('sends from a Messaging Service when SMS_FROM is one', async () => {
    const service = `MG${'ab'.repeat(16)}`;
    const { simulator, channel } = await setUp({ SMS_FROM: service });
    expect((await channel.send('+85261234567', message('Test'))).ok).toBe(true);
    expect(simulator.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: service });
  });

  it('answers throttling as retryable, and the retry goes through', async () => {
    const { simulator, channel } = await setUp();
    simulator.throttle(1);
    const throttled = await channel.send('+85291234567', message('Heat stress: stop work'));
    expect(throttled).toMatchObject({ ok: false, retryable: true });
    expect(throttled.ok === false && throttled.reason).toMatch(/^throttled: 429\/20429/);
    expect(simulator.messages).toHaveLength(0);
    expect((await channel.send('+85291234567', message('Heat stress: stop work'))).ok).toBe(true);
    expect(simulator.messages).toHaveLength(1);
  });

  it('answers an invalid number as not retryable: not E.164 without a request, a landline from the provider', async () => {
    const { simulator, channel } = await setUp();
    const notANumber = await channel.send('9123 4567', message('x'));
    expect(notANumber).toEqual({
      ok: false,
      retryable: false,
      reason: 'invalid-number: not an E.164 number',
    });
    expect(simulator.requests).toBe(0);
    const landline = await channel.send('+85221234567', message('x'));
    expect(landline).toMatchObject({ ok: false, retryable: false });
    expect(landline.ok === false && landline.reason).toMatch(/^invalid-number: 400\/21614 /);
    expect(simulator.requests).toBe(1);
    expect(simulator.messages).toEqual([]);
  });

  it('answers refused credentials (a failed bind) as retryable', async () => {
    const { simulator, channel } = await setUp();
    simulator.refuseAuth();
    const refused = await channel.send('+85291234567', message('x'));
    expect(refused).toMatchObject({ ok: false, retryable: true });
    expect(refused.ok === false && refused.reason).toMatch(/^auth: 401\/20003/);
  });

  it('reconnects after the provider drops the connection', async () => {
    const { simulator, channel } = await setUp();
    expect((await channel.send('+85291234567', message('before'))).ok).toBe(true);
    simulator.drop(1);
    const dropped = await channel.send('+85291234567', message('dropped'));
    expect(dropped).toMatchObject({ ok: false, retryable: true });
    expect(dropped.ok === false && dropped.reason).toMatch(/^connection-lost/);
    expect((await channel.send('+85291234567', message('after'))).ok).toBe(true);
    expect(simulator.messages.map((arrived) => arrived.body)).toEqual(['before', 'after']);
  });

  it('answers a provider that is not there as retryable (no connection)', async () => {
    const { simulator, channel } = await setUp();
    await simulator.close();
    const refused = await channel.send('+85291234567', message('x'));
    expect(refused).toMatchObject({ ok: false, retryable: true });
    expect(refused.ok === false && refused.reason).toBe('connection: ECONNREFUSED');
  });

  it('gives up on a provider that never answers after SMS_TIMEOUT_MS, as retryable', async () => {
    const { simulator, channel } = await setUp({ SMS_TIMEOUT_MS: '200' });
    simulator.hold(1);
    expect(await channel.send('+85291234567', message('x'))).toEqual({
      ok: false,
      retryable: true,
      reason: 'timeout',
    });
  });

  it('sends one SMS for one idempotency key, however often it is asked', async () => {
    const { simulator, channel } = await setUp();
    const once = message('Gas alarm at MH-7');
    const [first, second] = await Promise.all([
      channel.send('+85291234567', once),
      channel.send('+85291234567', once),
    ]);
    const third = await channel.send('+85291234567', once);
    expect(simulator.messages).toHaveLength(1);
    expect(first).toEqual({ ok: true, providerId: simulator.messages[0]?.sid });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('close() waits for the send in flight and refuses new ones', async () => {
    const { simulator, channel } = await setUp();
    const arriving = simulator.nextMessage();
    const inFlight = channel.send('+85291234567', message('in flight'));
    const closing = channel.close();
    expect(await channel.send('+85291234567', message('late'))).toEqual({
      ok: false,
      retryable: true,
      reason: 'closed',
    });
    await closing;
    expect((await inFlight).ok).toBe(true);
    expect((await arriving).body).toBe('in flight');
    expect(simulator.messages).toHaveLength(1);
  });

  it('never logs the credentials, whatever happens', async () => {
    const { simulator, channel, lines, config } = await setUp();
    await channel.send('+85291234567', message('ok'));
    simulator.throttle(1);
    await channel.send('+85291234567', message('throttled'));
    simulator.drop(1);
    await channel.send('+85291234567', message('dropped'));
    await channel.send('+85221234567', message('landline'));
    simulator.refuseAuth();
    await channel.send('+85291234567', message('refused'));
    await simulator.close();
    await channel.send('+85291234567', message('gone'));

    expect(lines.length).toBeGreaterThanOrEqual(6);
    const logged = lines.join('\n');
    const basic = Buffer.from(`${simulator.accountSid}:${simulator.authToken}`).toString('base64');
    for (const secret of [simulator.authToken, basic, simulator.smsUrl, simulator.accountSid]) {
      expect(logged).not.toContain(secret);
    }
    // The number is masked too: a log is no phone book.
    expect(logged).not.toContain('91234567');
    expect(logged).toContain('+852****4567');
    expect(config.sms?.apiBase).toBe(simulator.url);
  });
});

describe('SMS simulator', () => {
  it('counts segments as the provider does: GSM-7 160/153 (extension characters cost two), UCS-2 70/67', () => {
    expect(segmentsOf('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(segmentsOf('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(segmentsOf(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(segmentsOf('a'.repeat(306))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(segmentsOf('地'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(segmentsOf(`${'a'.repeat(70)}地`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(segmentsOf('地'.repeat(134))).toEqual({ encoding: 'UCS-2', segments: 2 });
  });
});

describe('SMS configuration', () => {
  const token = 'f00dfeedf00dfeedf00dfeedf00dfeed';

  it('reads the account and credentials from SMS_URL, and keeps them out of the API base', () => {
    const sms = loadConfig({
      SMS_URL: `https://AC0123:${token}@api.twilio.com`,
      SMS_FROM: '+85230011234',
    }).sms;
    expect(sms).toEqual({
      apiBase: 'https://api.twilio.com',
      accountSid: 'AC0123',
      username: 'AC0123',
      password: token,
      from: '+85230011234',
      timeoutMs: 10_000,
    });
    const withKey = loadConfig({
      SMS_URL: `https://SK0456:${token}@api.twilio.com/?AccountSid=AC0123`,
      SMS_FROM: 'Siteguard',
    }).sms;
    expect(withKey).toMatchObject({
      apiBase: 'https://api.twilio.com',
      accountSid: 'AC0123',
      username: 'SK0456',
    });
  });

  it('refuses a bad SMS_URL without printing it', () => {
    for (const url of [
      `http://AC0123:${token}@sms.example.com`, // credentials in clear over a network
      'https://api.twilio.com', // no credentials
      `ftp://AC0123:${token}@api.twilio.com`,
    ]) {
      let error: unknown;
      try {
        loadConfig({ SMS_URL: url, SMS_FROM: 'Siteguard' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(
        /^Invalid environment variable SMS_URL="\*\*\*": must be https/,
      );
      expect((error as Error).message).not.toContain(token);
    }
  });

  it('needs SMS_FROM with SMS_URL, and an SMS_FROM a provider takes', () => {
    expect(() => loadConfig({ SMS_URL: `https://AC0123:${token}@api.twilio.com` })).toThrow(
      'Missing environment variable SMS_FROM: SMS_URL needs it',
    );
    expect(() =>
      loadConfig({ SMS_URL: `https://AC0123:${token}@api.twilio.com`, SMS_FROM: 'Siteguard Alerts HK' }),
    ).toThrow(/^Invalid environment variable SMS_FROM="Siteguard Alerts HK"/);
  });
});
