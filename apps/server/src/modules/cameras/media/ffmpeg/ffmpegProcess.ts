import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';

const KILL_AFTER_MS = 2000;
const LOG_LIMIT = 16 * 1024;

/**
 * Every ffmpeg this process started and that still runs. One set per process, not per driver: the
 * exit hook below must reach them all, whichever driver started them.
 */
const running = new Set<ChildProcess>();
let exitHooked = false;

function remember(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (exitHooked) return;
  exitHooked = true;
  // A server that exits (process.exit, an uncaught error) takes its ffmpegs along.
  process.once('exit', () => {
    for (const each of running) each.kill('SIGKILL');
  });
}

/**
 * On Linux, `setpriv --pdeathsig KILL` (util-linux, in every Debian image) makes the kernel kill
 * ffmpeg when the server dies without running exit hooks (SIGKILL, OOM killer). It execs ffmpeg in
 * place, so the child's pid is ffmpeg's.
 */
const SETPRIV = '/usr/bin/setpriv';
const withDeathSignal = process.platform === 'linux' && fs.existsSync(SETPRIV);

export interface FfmpegExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface FfmpegProcess {
  readonly pid: number;
  readonly startedAt: number;
  /** The end of its stderr (16 KB at most). */
  log(): string;
  readonly exited: Promise<FfmpegExit>;
  isRunning(): boolean;
  /** SIGTERM (ffmpeg closes its files), SIGKILL if it is still there after 2 s. */
  kill(): Promise<FfmpegExit>;
}

/**
 * Starts ffmpeg; `onLine` sees each stderr line as it comes. `input`, when given, is written to its
 * standard input, which is then closed (what must not be on the command line: the camera's URL).
 */
export function spawnFfmpeg(
  bin: string,
  args: string[],
  onLine: (line: string) => void,
  input?: string,
): FfmpegProcess {
  const stdin = input === undefined ? 'ignore' : 'pipe';
  const child = withDeathSignal
    ? spawn(SETPRIV, ['--pdeathsig', 'KILL', bin, ...args], { stdio: [stdin, 'ignore', 'pipe'] })
    : spawn(bin, args, { stdio: [stdin, 'ignore', 'pipe'] });
  remember(child);
  if (input !== undefined && child.stdin) {
    // ffmpeg that dies at once closes the pipe first: its exit says why, not EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  }
  const startedAt = Date.now();
  let log = '';
  let partial = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    log = (log + chunk).slice(-LOG_LIMIT);
    const lines = (partial + chunk).split(/\r?\n|\r/);
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  const exited = new Promise<FfmpegExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // spawn itself failed (ENOENT, EACCES): no 'exit' may follow.
    child.once('error', (error) => {
      log += `\n${error.message}`;
      resolve({ code: -1, signal: null });
    });
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  return {
    pid: child.pid ?? -1,
    startedAt,
    log: () => log,
    exited,
    isRunning: () => !done,
    async kill() {
      if (done) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
  };
}
