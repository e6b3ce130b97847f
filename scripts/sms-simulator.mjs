// `npm run sms-simulator`: an SMS provider for the demo, speaking Twilio's Messages API on
// http://127.0.0.1:8025 (decision 0026). Start the server with the SMS_URL and SMS_FROM it prints;
// each message it accepts is printed decoded, with its encoding and segment count.
import { parseArgs } from 'node:util';
import { startSmsSimulator } from './lib/sms-simulator.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8025' },
    host: { type: 'string', default: '127.0.0.1' },
    // Fixed demo credentials, so a server's .env keeps working across simulator restarts.
    'account-sid': { type: 'string', default: 'AC00000000000000000000000000000001' },
    'auth-token': { type: 'string', default: 'simulator-demo-token' },
    'refuse-auth': { type: 'boolean', default: false },
    throttle: { type: 'string', default: '0' },
    drop: { type: 'string', default: '0' },
  },
});

const simulator = await startSmsSimulator({
  port: Number(args.port),
  host: args.host,
  accountSid: args['account-sid'],
  authToken: args['auth-token'],
});
if (args['refuse-auth']) simulator.refuseAuth();
if (Number(args.throttle) > 0) simulator.throttle(Number(args.throttle));
if (Number(args.drop) > 0) simulator.drop(Number(args.drop));

console.log(`SMS simulator (Twilio Messages API) on ${simulator.url} (Ctrl-C stops it)`);
console.log('Start the server with:');
console.log(`  SMS_URL=${simulator.smsUrl} SMS_FROM=Siteguard`);
simulator.events.on('message', (message) => {
  const sender = message.from ?? message.messagingServiceSid;
  console.log(
    `\n${message.receivedAt.toISOString()} ${message.sid}\n  to ${message.to} from ${sender}, ` +
      `${message.encoding}, ${message.segments} segment${message.segments === 1 ? '' : 's'}, ` +
      `${message.body.length} characters\n${message.body.replace(/^/gm, '  | ')}`,
  );
});
simulator.events.on('dropped', ({ method, path }) =>
  console.log(`\ndropped the connection of ${method} ${path}`),
);

const stop = async () => {
  await simulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
