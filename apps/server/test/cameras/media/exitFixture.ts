// A server stand-in for ffmpegDriver.test.ts: starts one stream, prints ffmpeg's pid, then either
// exits at once without closing the driver (`exit`) or waits to be killed (`wait`).
import { ffmpegMediaDriver } from '../../../src/modules/cameras/media/ffmpeg/ffmpegDriver.js';

const [workDir = '', rtspUrl = '', mode = 'exit'] = process.argv.slice(2);
const driver = ffmpegMediaDriver({ workDir });
await driver.start({ key: 'orphan', rtspUrl, tenantId: 't1' });
process.stdout.write(`${JSON.stringify({ pid: driver.processId('orphan') })}\n`);
if (mode === 'exit') process.exit(0);
setInterval(() => {}, 1000);
