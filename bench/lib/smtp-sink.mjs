// A real SMTP server (the server workspace's `smtp-server`) for the delivery benchmarks: it demands
// the credentials of the SMTP_URL it hands out and stamps each mail when it accepts it (the moment
// nodemailer's sendMail resolves), keeping only the envelope and the headers a benchmark matches on,
// so a flood of 100,000 mails does not hold their bodies.
import { randomBytes } from 'node:crypto';
import { serverRequire } from './harness.mjs';

const { SMTPServer } = serverRequire('smtp-server');

/** The unfolded value of header `name` in a raw header block, or undefined. */
function headerOf(head, name) {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1].replace(/\r?\n[ \t]+/g, ' ').trim();
}

/**
 * Starts the server on a free loopback port; `onMail({ at, to, messageId, alertId })` is called per
 * recipient of each accepted mail. Resolves to `{ smtpUrl, accepted(), close() }`.
 */
export async function startSmtpSink(onMail) {
  const user = 'bench';
  const password = randomBytes(12).toString('hex');
  let accepted = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS would need a certificate nodemailer trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    maxClients: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let head = '';
      let inHead = true;
      stream.on('data', (chunk) => {
        if (!inHead) return;
        head += chunk.toString('utf8');
        const end = head.search(/\r?\n\r?\n/);
        if (end >= 0) {
          head = head.slice(0, end);
          inHead = false;
        }
      });
      stream.on('end', () => {
        const at = Date.now();
        accepted += 1;
        const messageId = headerOf(head, 'Message-ID');
        const alertId = headerOf(head, 'X-Siteguard-Alert');
        for (const rcpt of session.envelope.rcptTo) onMail({ at, to: rcpt.address, messageId, alertId });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    smtpUrl: `smtp://${user}:${password}@127.0.0.1:${port}`,
    accepted: () => accepted,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
