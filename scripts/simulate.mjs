// `npm run simulate -- --watches 200 --rate 5`: site devices speaking Siteguard's MQTT protocol
// (docs/devices-protocol.md). It signs in as a gateway client (/api/tb/token), provisions its devices
// (SIM-W0001..., SIM-G001...; each gets a fresh MQTT secret), connects each one, sends normal
// readings `--rate` times a second, answers commands, and raises any alert on demand: type a command
// (`sos`, `fall 3`, `gas`, `help`) while it runs, or pass `--alert sos --count 2` for a one-off.
// Each watch is given to a worker as a real site would: a Cantonese name with its Chinese one
// ("陳志明 Chan Chi Ming"), a trade, a Hong Kong mobile number and a gate card (SIM-C0001...), the
// same people for the same index on every run, so a rerun updates them instead of adding more.
// --no-wearers provisions bare watches instead (an unassigned watch, as the console flags it).
// With --gates (default 1) an attendance gate reads each worker's card (a bare watch's IMEI stands
// for it): everyone passes in at the start; `out N` / `in N` move N workers through the gate.
// With --locks (default 1) a smart lock at --lock-area (default Switch room 2) asks to open when a card
// is presented: `card SIM-C0001`; the server answers `unlock` only under a permit bound to the lock
// (its dialog in the console) in force there, and the lock prints what it was told (`lock` too).
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SITEGUARD_URL ?? 'http://localhost:8080' },
    mqtt: { type: 'string', default: process.env.SITEGUARD_MQTT ?? 'mqtt://localhost:1883' },
    watches: { type: 'string', default: '20' },
    gas: { type: 'string', default: '2' },
    gates: { type: 'string', default: '1' },
    locks: { type: 'string', default: '1' },
    'lock-area': { type: 'string', default: 'Switch room 2' },
    rate: { type: 'string', default: '0.2' },
    site: { type: 'string', default: 'Kai Tak' },
    prefix: { type: 'string', default: 'SIM' },
    'client-id': { type: 'string', default: 'demo-gateway' },
    'client-secret': { type: 'string', default: 'demo-gateway-secret' },
    alert: { type: 'string' },
    count: { type: 'string', default: '1' },
    duration: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'no-wearers': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const HELP = `Site device simulator
  --watches N     smart watches (default 20)        --gas N        gas sensors (default 2)
  --gates N       attendance gates (default 1): every watch passes in at the start
  --locks N       smart locks (default 1) at --lock-area (default Switch room 2): type card C to ask
  --rate R        readings per device per second (default 0.2, i.e. every 5 s)
  --prefix P      IMEIs and cards start P- (default SIM): SIM-W0001, SIM-C0001
  --site NAME     the devices' site (default Kai Tak)
  --no-wearers    watches nobody wears (by default each watch is a worker's, with a name, trade,
                  phone and gate card, the same people on every run); a watch given a wearer on an
                  earlier run keeps them, so pair it with a --prefix of its own
  --url URL       the Siteguard server (default http://localhost:8080)
  --mqtt URL      its MQTT broker (default mqtt://localhost:1883)
  --alert TYPE    raise TYPE on --count devices, then keep running (or stop after --duration s)
  --duration S    stop after S seconds and print what was sent and acknowledged
While it runs, type: ${'sos | fall | water | spo2 | temp | bp | hr | battery | stress | notworn | gas | tamper | impact'} [count],
${'in | out'} [count] (workers through the gate), card C (card C presented at the first lock), or quit.`;
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const watches = Number(args.watches);
const gasSensors = Number(args.gas);
const rate = Number(args.rate);
const gates = Number(args.gates);
const locks = Number(args.locks);
const pad = (n, width) => String(n).padStart(width, '0');
const devices = [
  ...Array.from({ length: watches }, (_, i) => ({ kind: 'watch', imei: `${args.prefix}-W${pad(i + 1, 4)}` })),
  ...Array.from({ length: gasSensors }, (_, i) => ({
    kind: 'gasSensor',
    imei: `${args.prefix}-G${pad(i + 1, 3)}`,
  })),
  ...Array.from({ length: gates }, (_, i) => ({ kind: 'gate', imei: `${args.prefix}-A${pad(i + 1, 2)}` })),
  ...Array.from({ length: locks }, (_, i) => ({
    kind: 'smartLock',
    imei: `${args.prefix}-L${pad(i + 1, 2)}`,
  })),
];

// Small lists, walked by index: surname i % 18, given name 7i % 23 (coprime), so 414 watches before a
// name comes round again; the card number keeps each worker apart whatever the name.
const SURNAMES = [
  ['陳', 'Chan'],
  ['黃', 'Wong'],
  ['李', 'Lee'],
  ['張', 'Cheung'],
  ['林', 'Lam'],
  ['梁', 'Leung'],
  ['劉', 'Lau'],
  ['何', 'Ho'],
  ['吳', 'Ng'],
  ['鄭', 'Cheng'],
  ['麥', 'Mak'],
  ['郭', 'Kwok'],
  ['楊', 'Yeung'],
  ['葉', 'Yip'],
  ['馮', 'Fung'],
  ['羅', 'Law'],
  ['蔡', 'Choi'],
  ['鄧', 'Tang'],
];
const GIVEN_NAMES = [
  ['志明', 'Chi Ming'],
  ['家豪', 'Ka Ho'],
  ['偉強', 'Wai Keung'],
  ['國華', 'Kwok Wah'],
  ['永健', 'Wing Kin'],
  ['俊傑', 'Chun Kit'],
  ['嘉敏', 'Ka Man'],
  ['建國', 'Kin Kwok'],
  ['浩然', 'Ho Yin'],
  ['志偉', 'Chi Wai'],
  ['文輝', 'Man Fai'],
  ['家輝', 'Ka Fai'],
  ['美玲', 'Mei Ling'],
  ['國強', 'Kwok Keung'],
  ['天佑', 'Tin Yau'],
  ['偉明', 'Wai Ming'],
  ['振華', 'Chun Wah'],
  ['耀祖', 'Yiu Cho'],
  ['錦榮', 'Kam Wing'],
  ['少芬', 'Siu Fun'],
  ['德輝', 'Tak Fai'],
  ['子健', 'Tsz Kin'],
  ['大雄', 'Tai Hung'],
];
// General workers first, as on a site; scaffolders come round at the 11th watch. In both languages, as
// a Hong Kong site's register names trades (the console shows the text as it was entered).
const TRADES = [
  '雜工 General worker',
  '紮鐵工 Steel fixer',
  '屈鐵工 Bar bender',
  '木工 Carpenter',
  '電工 Electrician',
  '水喉工 Plumber',
  '焊工 Welder',
  '混凝土工 Concretor',
  '吊索工 Rigger',
  '機械操作員 Plant operator',
  '棚架工 Scaffolder',
];
const MOBILE_FIRST_DIGITS = ['9', '6', '5'];

/** The worker wearing watch number `i` (from 0): the same person on every run. */
function wearerOf(i) {
  const [surnameZh, surname] = SURNAMES[i % SURNAMES.length];
  const [givenZh, given] = GIVEN_NAMES[(i * 7) % GIVEN_NAMES.length];
  // Eight digits, starting 9, 6 or 5 (Hong Kong mobiles): spread, distinct below 10 million watches.
  const digits = pad((1_234_567 + i * 7_919) % 10_000_000, 7);
  return {
    fullName: `${surnameZh}${givenZh} ${surname} ${given}`,
    trade: TRADES[i % TRADES.length],
    sosPhone: `+852 ${MOBILE_FIRST_DIGITS[i % 3]}${digits.slice(0, 3)} ${digits.slice(3)}`,
    cardNo: `${args.prefix}-C${pad(i + 1, 4)}`,
  };
}
const withWearers = !args['no-wearers'];
for (const [i, device] of devices.filter((device) => device.kind === 'watch').entries()) {
  if (withWearers) device.wearer = wearerOf(i);
}

const stats = { sent: 0, acked: 0, failed: 0, commands: 0 };
let midCounter = 0;
const mid = () => `${Date.now().toString(36)}-${(midCounter++).toString(36)}`;
const jitter = (base, spread) => Math.round((base + (Math.random() * 2 - 1) * spread) * 10) / 10;

async function api(path, body, token) {
  const res = await fetch(new URL(`/api${path}`, args.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok || json.success === false) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return json.data;
}

async function provision() {
  const { accessToken } = await api('/tb/token', {
    clientId: args['client-id'],
    clientSecret: args['client-secret'],
  });
  const secrets = new Map();
  for (let i = 0; i < devices.length; i += 500) {
    const chunk = devices.slice(i, i + 500).map((device, j) => ({
      ...device,
      name: {
        watch: `Sim watch ${pad(i + j + 1, 4)}`,
        gasSensor: `Sim gas sensor ${device.imei.slice(-3)}`,
        gate: `Sim gate ${device.imei.slice(-2)}`,
        smartLock: `Sim lock ${device.imei.slice(-2)}`,
      }[device.kind],
      site: args.site,
      area:
        {
          gasSensor: `Manhole MH-${device.imei.slice(-2)}`,
          gate: 'Main gate',
          smartLock: args['lock-area'],
        }[device.kind] ?? 'Tower A',
    }));
    for (const row of await api('/devices/provision', { devices: chunk }, accessToken))
      secrets.set(row.imei, row.secret);
  }
  return secrets;
}

function normalReading(device) {
  if (device.kind === 'smartLock') return { battery: 80 };
  if (device.kind === 'gasSensor')
    return { o2: jitter(20.9, 0.2), lel: jitter(1, 1), h2s: jitter(1, 1), co: jitter(4, 3), battery: 90 };
  device.steps += Math.round(Math.random() * 20);
  return {
    hr: Math.round(jitter(82, 10)),
    spo2: Math.round(jitter(97.5, 1.5)),
    temp: jitter(36.6, 0.3),
    sbp: Math.round(jitter(122, 8)),
    dbp: Math.round(jitter(78, 6)),
    stress: Math.round(jitter(35, 15)),
    battery: Math.max(21, Math.round(device.battery)),
    steps: device.steps,
    worn: true,
  };
}

const ALERTS = {
  sos: (d) => ['event', { type: 'sos', battery: d.battery }],
  fall: (d) => ['event', { type: 'fall', battery: d.battery }],
  water: (d) => ['event', { type: 'waterFall', battery: d.battery }],
  tamper: () => ['event', { type: 'lockTamper' }],
  impact: () => ['event', { type: 'helmetImpact' }],
  spo2: (d) => ['telemetry', { ...normalReading(d), spo2: 88 }],
  temp: (d) => ['telemetry', { ...normalReading(d), temp: 38.4 }],
  bp: (d) => ['telemetry', { ...normalReading(d), sbp: 185, dbp: 122 }],
  hr: (d) => ['telemetry', { ...normalReading(d), hr: 178 }, 3],
  battery: (d) => ['telemetry', { ...normalReading(d), battery: 12 }],
  stress: (d) => ['telemetry', { ...normalReading(d), stress: 92 }],
  notworn: (d) => ['telemetry', { battery: d.battery, worn: false }, 2, 6 * 60_000],
  gas: () => ['telemetry', { o2: 18.1, lel: 14, h2s: 2, co: 30, battery: 90 }],
};

function publish(device, leaf, payload, ts = Date.now()) {
  if (!device.client.connected) return Promise.resolve();
  stats.sent += 1;
  return device.client
    .publishAsync(`sg/dev/${device.imei}/${leaf}`, JSON.stringify({ mid: mid(), ts, ...payload }), { qos: 1 })
    .then(() => {
      stats.acked += 1;
    })
    .catch(() => {
      stats.failed += 1;
    });
}

/** Workers through the first gate: each reads the wearer's card (a bare watch's IMEI). `dir` 'in' or 'out'. */
async function passGate(dir, count) {
  const gate = devices.find((device) => device.kind === 'gate' && device.client);
  if (!gate) return console.log('no gate: start with --gates 1');
  const workers = devices.filter(
    (device) => device.kind === 'watch' && Boolean(device.inside) === (dir === 'out'),
  );
  const moving = workers.slice(0, count);
  for (const worker of moving) {
    worker.inside = dir === 'in';
    await publish(gate, 'pass', { card: worker.wearer?.cardNo ?? worker.imei, dir });
  }
  console.log(`${moving.length} through ${gate.imei} ${dir === 'in' ? 'in' : 'out'}`);
}

/** A card presented at the first lock: the lock asks the server to open (`unlockRequest`). */
async function presentCard(card) {
  const lock = devices.find((device) => device.kind === 'smartLock' && device.client);
  if (!lock) return console.log('no lock: start with --locks 1');
  if (!card) return console.log('card C: which card?');
  await publish(lock, 'event', { type: 'unlockRequest', card });
  console.log(`${lock.imei}: card ${card} presented, asking to open`);
}

async function raise(type, count) {
  const make = ALERTS[type];
  if (!make) return console.log(`unknown alert '${type}'.\n${HELP}`);
  const wanted = type === 'gas' ? 'gasSensor' : 'watch';
  const targets = devices.filter((device) => device.kind === wanted && device.client).slice(0, count);
  for (const device of targets) {
    const [leaf, payload, repeats = 1, span = 0] = make(device);
    // Sustained conditions need several readings; 'not worn' spans more than five minutes of device time.
    for (let i = 0; i < repeats; i += 1) {
      const ts = Date.now() - span + (span / Math.max(1, repeats - 1)) * i;
      await publish(device, leaf, payload, Math.round(ts));
    }
  }
  console.log(`raised ${type} on ${targets.map((device) => device.imei).join(', ')}`);
}

async function main() {
  const secrets = await provision();
  const worn = devices.filter((device) => device.wearer).length;
  console.log(
    `provisioned ${devices.length} devices on ${args.url} (${worn} of ${watches} watches worn); connecting to ${args.mqtt}`,
  );
  await Promise.all(
    devices.map(async (device) => {
      device.battery = 60 + Math.random() * 40;
      device.steps = 0;
      device.client = await mqtt.connectAsync(args.mqtt, {
        username: device.imei,
        password: secrets.get(device.imei),
        clientId: `sim-${device.imei}`,
        reconnectPeriod: 1000,
      });
      device.client.on('message', (_topic, payload) => {
        const command = JSON.parse(payload.toString());
        stats.commands += 1;
        // A warning is what the wearer would see and feel, so it shows even with --quiet.
        if (command.cmd === 'warn')
          console.log(`⚠ ${device.imei}: ${command.args.text}${command.args.vibrate ? ' (vibrate)' : ''}`);
        else if (!args.quiet)
          console.log(`${device.imei} got command ${command.cmd} ${JSON.stringify(command.args)}`);
        void device.client.publishAsync(
          `sg/dev/${device.imei}/reply`,
          JSON.stringify({
            cid: command.cid,
            ok: true,
            output: `${command.cmd}: ok (simulated ${device.imei})`,
          }),
          { qos: 1 },
        );
      });
      await device.client.subscribeAsync(`sg/dev/${device.imei}/cmd`, { qos: 1 });
    }),
  );
  console.log(`${devices.length} devices online, ${rate} readings per device per second`);
  if (gates > 0) await passGate('in', watches);
  const started = Date.now();
  const period = 1000 / rate;
  const reporting = devices.filter((device) => device.kind !== 'gate');
  for (const [index, device] of reporting.entries()) {
    // Spread the devices over one period, so the load is even.
    setTimeout(
      () => {
        device.timer = setInterval(() => {
          device.battery = Math.max(21, device.battery - 0.01);
          void publish(device, 'telemetry', normalReading(device));
        }, period);
      },
      (period * index) / reporting.length,
    );
  }
  if (args.alert) await raise(args.alert, Number(args.count));
  let last = { at: Date.now(), acked: 0 };
  const report = setInterval(() => {
    const now = Date.now();
    const perSecond = ((stats.acked - last.acked) * 1000) / (now - last.at);
    last = { at: now, acked: stats.acked };
    if (!args.quiet)
      console.log(
        `sent ${stats.sent}, acknowledged ${stats.acked} (${perSecond.toFixed(0)}/s), failed ${stats.failed}`,
      );
  }, 5000);
  const stop = async () => {
    clearInterval(report);
    for (const device of devices) clearInterval(device.timer);
    await Promise.all(devices.map((device) => device.client?.endAsync().catch(() => {})));
    const seconds = (Date.now() - started) / 1000;
    console.log(
      JSON.stringify({
        ...stats,
        seconds: Math.round(seconds * 10) / 10,
        ackedPerSecond: Math.round(stats.acked / seconds),
      }),
    );
    process.exit(0);
  };
  if (args.duration) setTimeout(stop, Number(args.duration) * 1000);
  process.on('SIGINT', stop);
  // Commands come from the terminal, or from a pipe (tests and scripts write lines to it).
  if (process.stdin.isTTY) {
    console.log(
      'type an alert (sos, fall, water, spo2, temp, bp, hr, battery, stress, notworn, gas, tamper, impact) [count], or quit',
    );
  }
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const [type, count] = line.trim().split(/\s+/);
    if (!type) return;
    if (type === 'quit' || type === 'exit') return void stop();
    if (type === 'help') return console.log(HELP);
    if (type === 'in' || type === 'out') return void passGate(type, Number(count ?? 1));
    if (type === 'card') return void presentCard(count);
    void raise(type, Number(count ?? 1));
  });
}

main().catch((error) => {
  console.error(`simulator: ${error.message}`);
  process.exit(1);
});
