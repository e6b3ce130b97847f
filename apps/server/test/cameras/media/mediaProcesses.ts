import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Helpers for the media tests: processes, ffprobe, CPU time, all read from the real system. */

/**
 * True once the process no longer runs: `kill(pid, 0)` throws, or it is a zombie (an orphan whose
 * new parent, PID 1 in a container, may never reap it).
 */
export function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return true;
  }
}

/** Pids of running ffmpeg processes whose command line mentions `marker` (a test's work folder). */
export function ffmpegsWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state === 'Z') continue; // exited, waiting to be reaped: not running
      if (cmdline.some((arg) => arg.endsWith('ffmpeg')) && cmdline.some((arg) => arg.includes(marker))) {
        found.push(Number(entry));
      }
    } catch {
      // exited while we looked
    }
  }
  return found;
}

export function commandLine(pid: number): string[] {
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/** CPU time (user + system) of a process in clock ticks (1/100 s on Linux). */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The share of one core a process used over `ms` (0.05 = 5 %). */
export async function cpuShare(pid: number, ms: number): Promise<number> {
  const before = cpuTicks(pid);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (cpuTicks(pid) - before) / 100 / (ms / 1000);
}

export interface ProbedVideo {
  codec_name: string;
  profile?: string;
  width: number;
  height: number;
}

/** ffprobe's view of a file's first video stream. */
export function probeVideo(file: string): ProbedVideo {
  const ffprobe = process.env.FFMPEG_PATH ? process.env.FFMPEG_PATH.replace(/ffmpeg$/, 'ffprobe') : 'ffprobe';
  const out = execFileSync(
    ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name,profile,width,height',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  const parsed = JSON.parse(out) as { streams: ProbedVideo[] };
  const video = parsed.streams[0];
  if (!video) throw new Error(`no video stream in ${file}`);
  return video;
}

export async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
