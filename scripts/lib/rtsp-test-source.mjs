// A camera for tests, e2e and benchmarks: a tiny RTSP server (RTP over TCP, interleaved) on a free
// loopback port, fed by an ffmpeg that encodes a test pattern with a clock burnt in and pushes it with
// ANNOUNCE/RECORD. Any number of players may read at once, reconnect, or be cut off on purpose; with a
// user name the server asks for Basic authentication and answers a wrong password with 401, as an NVR
// does. Pure Node plus the ffmpeg binary: nothing to install beyond Debian's ffmpeg.
//
// The burnt-in clock is the UTC time of day with milliseconds, taken from the frame's timestamp plus
// the wall-clock moment the encoder started (`-re` keeps the two in step), so a screenshot of a player
// tells the glass-to-glass delay.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];

/** Installs Debian's ffmpeg when it is missing and we are root (CI machines start bare), as temp-postgres does. */
export function ensureFfmpegInstalled() {
  const bin = process.env.FFMPEG_PATH || 'ffmpeg';
  if (!spawnSync(bin, ['-version'], { stdio: 'ignore' }).error) return;
  if (process.getuid?.() !== 0) return; // ffmpegBinary() then says what to do
  process.stderr.write('Installing ffmpeg from Debian packages...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The ffmpeg binary the test source and the tests use: FFMPEG_PATH, else `ffmpeg` on the PATH. */
export function ffmpegBinary() {
  const bin = process.env.FFMPEG_PATH || 'ffmpeg';
  const probe = spawnSync(bin, ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `ffmpeg not found (${bin}): install it (apt-get install ffmpeg) or set FFMPEG_PATH to its binary`,
    );
  }
  return bin;
}

/** The `drawtext` filter drawing the UTC time of day (HH:MM:SS.mmm), or null without a usable font. */
function clockFilter(startedAtMs) {
  const font = FONT_CANDIDATES.find((file) => fs.existsSync(file));
  if (!font) return null;
  const offset = ((startedAtMs / 1000) % 86_400).toFixed(3);
  return (
    `drawtext=fontfile=${font}:text='%{pts\\:hms\\:${offset}}'` +
    ':x=16:y=h-th-16:fontsize=40:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=8'
  );
}

// ---- RTSP messages -------------------------------------------------------------------------------

/**
 * Splits what a connection sent into RTSP requests and interleaved binary frames (`$`, channel,
 * 16-bit length, payload). Returns the unconsumed rest.
 */
function parseIncoming(buffer, onRequest, onFrame) {
  let rest = buffer;
  for (;;) {
    if (rest.length === 0) return rest;
    if (rest[0] === 0x24) {
      if (rest.length < 4) return rest;
      const length = rest.readUInt16BE(2);
      if (rest.length < 4 + length) return rest;
      onFrame(rest[1], rest.subarray(4, 4 + length));
      rest = rest.subarray(4 + length);
      continue;
    }
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return rest;
    const head = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyLength = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + bodyLength) return rest;
    const [method = '', uri = ''] = (head[0] ?? '').split(' ');
    const body = rest.subarray(end + 4, end + 4 + bodyLength).toString('utf8');
    rest = rest.subarray(end + 4 + bodyLength);
    onRequest({ method, uri, headers, body });
  }
}

function respond(socket, cseq, status, headers = {}, body = '') {
  if (socket.destroyed) return;
  const lines = [`RTSP/1.0 ${status}`, `CSeq: ${cseq ?? 0}`, 'Server: siteguard-rtsp-test-source'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

/** The track number at the end of a SETUP URI (`.../streamid=0` or `.../trackID=0`), default 0. */
function trackOf(uri) {
  const match = /(?:streamid|trackID)=(\d+)\s*$/.exec(uri);
  return match ? Number(match[1]) : 0;
}

function pathOf(uri) {
  try {
    return new URL(uri).pathname.replace(/\/(?:streamid|trackID)=\d+$/, '').replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** True when an RTP packet carrying H.264 starts an access unit decodable on its own (SPS or IDR). */
function startsKeyframe(packet) {
  if (packet.length < 13) return false;
  const csrcCount = packet[0] & 0x0f;
  let offset = 12 + csrcCount * 4;
  if (packet[0] & 0x10) {
    if (packet.length < offset + 4) return false;
    offset += 4 + packet.readUInt16BE(offset + 2) * 4;
  }
  const nal = packet[offset];
  if (nal === undefined) return false;
  const type = nal & 0x1f;
  if (type === 7 || type === 5) return true;
  if (type === 24) return ((packet[offset + 3] ?? 0) & 0x1f) === 7; // STAP-A led by an SPS
  if (type === 28) {
    const fu = packet[offset + 1] ?? 0;
    return (fu & 0x80) !== 0 && ((fu & 0x1f) === 5 || (fu & 0x1f) === 7);
  }
  return false;
}

/**
 * Starts the source. Options: `path` ('/live'), `user`/`password` (Basic auth for players),
 * `size` ('640x360'), `fps` (25), `gop` (frames between keyframes, default one second),
 * `codec` ('h264' or 'mpeg4': the latter stands in for a camera whose codec needs transcoding),
 * `port` (0: a free one) and `host` ('127.0.0.1').
 * Resolves once the encoder is publishing, to `{ url, urlWithoutAuth, port, stop, ... }`.
 */
export async function startRtspTestSource(options = {}) {
  const {
    path = '/live',
    user,
    password = '',
    size = '640x360',
    fps = 25,
    gop = fps,
    codec = 'h264',
  } = options;
  const ffmpeg = ffmpegBinary();
  const publishPath = `/publish-${crypto.randomBytes(6).toString('hex')}`;
  const expectedAuth = user ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : null;

  let sdp = null;
  /** publisher's interleaved channel -> { track, rtcp } */
  const publishChannels = new Map();
  /** The players that are in PLAY: each has a channel map and waits for a keyframe before video. */
  const players = new Set();
  const sockets = new Set();
  let published;
  const publishing = new Promise((resolve) => {
    published = resolve;
  });
  let firstFrames = 0;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const session = crypto.randomBytes(8).toString('hex');
    /** track -> interleaved rtp channel for this player */
    const setups = new Map();
    let player = null;
    let isPublisher = false;
    let pending = Buffer.alloc(0);

    const onRequest = ({ method, uri, headers, body }) => {
      const cseq = headers.cseq;
      const at = pathOf(uri);
      if (method === 'OPTIONS') {
        return respond(socket, cseq, '200 OK', {
          Public: 'OPTIONS, DESCRIBE, SETUP, PLAY, TEARDOWN, GET_PARAMETER, ANNOUNCE, RECORD',
        });
      }
      if (at === publishPath || isPublisher) {
        isPublisher = true;
        if (method === 'ANNOUNCE') {
          sdp = body;
          return respond(socket, cseq, '200 OK');
        }
        if (method === 'SETUP') {
          const interleaved = /interleaved=(\d+)-(\d+)/.exec(headers.transport ?? '');
          if (!interleaved) return respond(socket, cseq, '461 Unsupported Transport');
          const track = trackOf(uri);
          publishChannels.set(Number(interleaved[1]), { track, rtcp: false });
          publishChannels.set(Number(interleaved[2]), { track, rtcp: true });
          return respond(socket, cseq, '200 OK', {
            Transport: `RTP/AVP/TCP;unicast;interleaved=${interleaved[1]}-${interleaved[2]};mode=record`,
            Session: session,
          });
        }
        if (method === 'RECORD') {
          respond(socket, cseq, '200 OK', { Session: session });
          return;
        }
        return respond(socket, cseq, '200 OK', { Session: session });
      }
      if (at !== path.replace(/\/+$/, '')) return respond(socket, cseq, '404 Not Found');
      if (expectedAuth && headers.authorization !== expectedAuth) {
        return respond(socket, cseq, '401 Unauthorized', {
          'WWW-Authenticate': 'Basic realm="siteguard test camera"',
        });
      }
      if (!sdp) return respond(socket, cseq, '503 Service Unavailable');
      if (method === 'DESCRIBE') {
        const base = uri.endsWith('/') ? uri : `${uri}/`;
        return respond(
          socket,
          cseq,
          '200 OK',
          { 'Content-Type': 'application/sdp', 'Content-Base': base },
          sdp,
        );
      }
      if (method === 'SETUP') {
        const interleaved = /interleaved=(\d+)-(\d+)/.exec(headers.transport ?? '');
        // RTP over TCP only: what the driver asks for (-rtsp_transport tcp) and what needs no UDP ports.
        if (!interleaved) return respond(socket, cseq, '461 Unsupported Transport');
        setups.set(trackOf(uri), Number(interleaved[1]));
        return respond(socket, cseq, '200 OK', {
          Transport: `RTP/AVP/TCP;unicast;interleaved=${interleaved[1]}-${interleaved[2]}`,
          Session: `${session};timeout=60`,
        });
      }
      if (method === 'PLAY') {
        player = { socket, setups, keyframeSeen: new Set() };
        players.add(player);
        return respond(socket, cseq, '200 OK', { Session: session, Range: 'npt=0.000-' });
      }
      if (method === 'TEARDOWN') {
        respond(socket, cseq, '200 OK', { Session: session });
        socket.end();
        return;
      }
      // GET_PARAMETER and SET_PARAMETER serve as keep-alives.
      return respond(socket, cseq, '200 OK', { Session: session });
    };

    const onFrame = (channel, payload) => {
      if (!isPublisher) return; // a player's RTCP receiver reports: nothing to do with them
      const route = publishChannels.get(channel);
      if (!route) return;
      if (!route.rtcp && ++firstFrames === 1) published();
      for (const each of players) {
        const rtp = each.setups.get(route.track);
        if (rtp === undefined || each.socket.destroyed) continue;
        if (!route.rtcp && !each.keyframeSeen.has(route.track)) {
          if (codec === 'h264' && !startsKeyframe(payload)) continue;
          each.keyframeSeen.add(route.track);
        }
        const header = Buffer.from([0x24, route.rtcp ? rtp + 1 : rtp, 0, 0]);
        header.writeUInt16BE(payload.length, 2);
        // A player that cannot keep up loses frames rather than growing our memory without bound.
        if (each.socket.writableLength > 4 * 1024 * 1024) continue;
        each.socket.write(Buffer.concat([header, payload]));
      }
    };

    socket.on('data', (chunk) => {
      pending = parseIncoming(Buffer.concat([pending, chunk]), onRequest, onFrame);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      if (player) players.delete(player);
      if (isPublisher) {
        sdp = null;
        publishChannels.clear();
      }
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address();

  const startedAt = Date.now();
  const clock = clockFilter(startedAt);
  const encoder =
    codec === 'h264'
      ? [
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-tune',
          'zerolatency',
          '-pix_fmt',
          'yuv420p',
          // SPS/PPS in band before each keyframe, as cameras send them.
          '-bsf:v',
          'dump_extra',
        ]
      : ['-c:v', 'mpeg4', '-q:v', '5'];
  const publisher = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${size}:rate=${fps}`,
      ...(clock ? ['-vf', clock] : []),
      ...encoder,
      '-g',
      String(gop),
      '-keyint_min',
      String(gop),
      '-an',
      '-f',
      'rtsp',
      '-rtsp_transport',
      'tcp',
      `rtsp://127.0.0.1:${port}${publishPath}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let publisherLog = '';
  publisher.stderr.on('data', (chunk) => {
    publisherLog = (publisherLog + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => publisher.once('exit', resolve));
  // The encoder dies with this process, whatever way it ends.
  const killPublisher = () => publisher.kill('SIGKILL');
  process.once('exit', killPublisher);

  const stop = async () => {
    process.off('exit', killPublisher);
    if (publisher.exitCode === null && publisher.signalCode === null) publisher.kill('SIGKILL');
    await exited;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(() => resolve()));
  };

  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('the RTSP test source did not start within 10 s')), 10_000).unref(),
  );
  const died = exited.then((code) => {
    throw new Error(`the RTSP test source's encoder exited (${code}): ${publisherLog.trim()}`);
  });
  try {
    await Promise.race([publishing, timeout, died]);
  } catch (error) {
    await stop();
    throw error;
  }

  const credentials = user ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}@` : '';
  return {
    port,
    /** The play URL with the credentials, if any. */
    url: `rtsp://${credentials}127.0.0.1:${port}${path}`,
    urlWithoutAuth: `rtsp://127.0.0.1:${port}${path}`,
    /** The wall-clock moment the burnt-in clock shows for the first frame. */
    startedAt,
    /** How many players are reading now. */
    players: () => players.size,
    /** Cuts every player's connection, as a camera that reboots or a network that drops. */
    dropPlayers() {
      for (const each of players) each.socket.destroy();
    },
    /** The encoder's process id (for CPU figures). */
    encoderPid: publisher.pid,
    stop,
  };
}
