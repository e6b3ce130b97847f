// `npm run camera-source`: a camera for the demo. Serves a moving test pattern with a clock burnt in
// over RTSP at rtsp://127.0.0.1:8554/live (Debian's ffmpeg encodes it), which is where the demo's
// camera configuration "Demo test pattern" points. Open Cameras → Live video while it runs.
import { parseArgs } from 'node:util';
import { ensureFfmpegInstalled, startRtspTestSource } from './lib/rtsp-test-source.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8554' },
    host: { type: 'string', default: '127.0.0.1' },
    user: { type: 'string' },
    password: { type: 'string' },
  },
});

ensureFfmpegInstalled();
const source = await startRtspTestSource({
  port: Number(args.port),
  host: args.host,
  ...(args.user ? { user: args.user, password: args.password ?? '' } : {}),
});
console.log(`camera test pattern on ${source.urlWithoutAuth} (Ctrl-C stops it)`);
const stop = async () => {
  await source.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
