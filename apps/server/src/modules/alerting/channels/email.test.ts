import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.js';
import type { OutgoingMessage } from './channel.js';
import { classifySmtpFailure, createEmailChannel, escapeHtml, htmlOf, type SmtpFailure } from './email.js';

const message: OutgoingMessage = {
  subject: 'SOS at Kai Tak',
  text: 'Chan <script>alert(1)</script> pressed SOS.\nGate 2.\n\nAcknowledge now.',
  url: 'https://siteguard.example/alerts?id=1&x="2"',
  lang: 'en',
  idempotencyKey: 'alert:1:user:2:email:1',
};

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('classifySmtpFailure', () => {
  it.each<[SmtpFailure, boolean]>([
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' }, true],
    [{ code: 'ECONNECTION', message: 'Connection closed unexpectedly' }, true],
    [{ code: 'ETIMEDOUT', message: 'Greeting never received' }, true],
    [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND mail.example' }, true],
    [{ code: 'EENVELOPE', responseCode: 421, response: '421 4.7.0 Try again later' }, true],
    [{ code: 'EENVELOPE', responseCode: 451, response: '451 4.3.0 Mailbox busy' }, true],
    [{ code: 'EMESSAGE', responseCode: 452, response: '452 4.3.1 Insufficient storage' }, true],
    [{ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }, false],
    [{ code: 'EMESSAGE', responseCode: 554, response: '554 5.7.1 Rejected as spam' }, false],
    [{ code: 'EAUTH', responseCode: 535, response: '535 5.7.8 Bad credentials' }, false],
    [{ code: 'ETLS', message: 'self-signed certificate' }, false],
    [{ code: 'EENVELOPE', message: 'No recipients defined' }, false],
  ])('%j -> retryable %s', (failure, retryable) => {
    const result = classifySmtpFailure(failure);
    expect(result.retryable).toBe(retryable);
    expect(result.reason).toBe(failure.response ?? failure.message);
  });

  it('never repeats credentials a message carries', () => {
    const { reason } = classifySmtpFailure({
      code: 'EPROXY',
      message: 'proxy http://user:pa55@proxy.example:3128 refused',
    });
    expect(reason).toBe('proxy http://***@proxy.example:3128 refused');
  });
});

describe('the HTML part', () => {
  it('escapes what comes from people and keeps paragraphs, lines and the link', () => {
    const html = htmlOf(message);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p>Chan &lt;script&gt;alert(1)&lt;/script&gt; pressed SOS.<br>Gate 2.</p>');
    expect(html).toContain('<p>Acknowledge now.</p>');
    expect(html).toContain(
      '<a href="https://siteguard.example/alerts?id=1&amp;x=&quot;2&quot;">https://siteguard.example/alerts?id=1&amp;x=&quot;2&quot;</a>',
    );
    expect(html).not.toContain('<script>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('createEmailChannel against a real SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('busy@'))
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        if (address.address.startsWith('nobody@'))
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        return callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const channelTo = (target: number) =>
    createEmailChannel(
      {
        url: `smtp://127.0.0.1:${target}`,
        shownUrl: `smtp://127.0.0.1:${target}`,
        from: 'alerts@siteguard.test',
      },
      silentLog,
    );

  it('answers ok with the message id for an accepted mail', async () => {
    const channel = channelTo(port);
    const result = await channel.send('duty@siteguard.local', message);
    expect(result).toEqual({ ok: true, providerId: '<alert.1.user.2.email.1@siteguard>' });
    channel.close();
  });

  it('retries a 4xx reply and a refused connection, never a 5xx reply', async () => {
    const channel = channelTo(port);
    expect(await channel.send('busy@siteguard.local', message)).toMatchObject({ ok: false, retryable: true });
    expect(await channel.send('nobody@siteguard.local', message)).toMatchObject({
      ok: false,
      retryable: false,
      reason: expect.stringContaining('550'),
    });
    channel.close();

    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = channelTo(closed);
    expect(await down.send('duty@siteguard.local', message)).toMatchObject({
      ok: false,
      retryable: true,
      reason: expect.stringContaining('ECONNREFUSED'),
    });
    down.close();
  });
});

describe('SMTP_URL and SMTP_FROM', () => {
  it('are optional: without SMTP_URL there is no email channel', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
  });

  it('keep the URL for nodemailer and show it without its password', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://alerts:pa%24%24@mail.example.com:465',
      SMTP_FROM: 'a@b.hk',
    });
    expect(config.smtp).toEqual({
      url: 'smtps://alerts:pa%24%24@mail.example.com:465',
      shownUrl: 'smtps://alerts:***@mail.example.com:465',
      from: 'a@b.hk',
    });
  });

  it('refuse another scheme without printing the value', () => {
    const load = () => loadConfig({ SMTP_URL: 'http://alerts:topsecret@mail.example.com' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SMTP_URL="\*\*\*": must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(load).not.toThrow(/topsecret/);
  });
});
