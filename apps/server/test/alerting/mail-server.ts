import type net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../src/platform/config.js';
import { withoutPassword } from '../../src/platform/config.js';

export const SMTP_USER = 'alerts';
export const SMTP_PASSWORD = 'mail-secret-7Q';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: Buffer;
}

export interface MailServer {
  port: number;
  received: ReceivedMail[];
  /** The mails so far, parsed (subject, text, html). */
  parsed(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (the smtp-server package) that demands the URL's credentials and keeps what it gets. */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS would need a certificate nodemailer trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    received,
    parsed: () => Promise.all(received.map((mail) => simpleParser(mail.raw))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** SMTP settings for a mail server on this machine's `port`, with the test credentials. */
export const smtpSettingsFor = (port: number): NonNullable<Config['smtp']> => {
  const url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
  return { url, shownUrl: withoutPassword(url), from: 'Siteguard Alerts <alerts@siteguard.test>' };
};
