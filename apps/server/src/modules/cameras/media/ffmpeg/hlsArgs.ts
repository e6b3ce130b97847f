import path from 'node:path';

export const PLAYLIST = 'index.m3u8';

export interface HlsArgsOptions {
  dir: string;
  /** Re-encode to H.264 (the camera sends something else); otherwise the video is copied as is. */
  transcode: boolean;
  /** A restart after the camera dropped: continue the old playlist, marked as a discontinuity. */
  resume: boolean;
}

/**
 * What ffmpeg reads the camera's URL from: an ffconcat script on its standard input naming the one
 * RTSP URL, with the RTSP demuxer's options. The URL carries the camera's user name and password, and
 * a command line is readable by every local user (`ps`, /proc/<pid>/cmdline): through the pipe the
 * credentials reach no file and no argument. (ffmpeg 7's `-/i <file>` would read it from a file; the
 * concat script works from ffmpeg 5.)
 *
 * - RTSP over TCP: no UDP ports to open through the site's firewall, no losses to conceal.
 * - The socket I/O timeout (microseconds, ffmpeg >= 5; ffmpeg 4 called it -stimeout), so a camera
 *   that stops answering ends the process instead of hanging it.
 */
export function inputScript(rtspUrl: string, ioTimeoutMs: number): string {
  // Inside single quotes nothing is special but the quote itself: close, escape it, reopen.
  const quoted = `'${rtspUrl.replaceAll("'", "'\\''")}'`;
  return [
    'ffconcat version 1.0',
    `file ${quoted}`,
    'option rtsp_transport tcp',
    `option timeout ${Math.round(ioTimeoutMs * 1000)}`,
    '',
  ].join('\n');
}

/**
 * The ffmpeg command line pulling one camera into low-latency HLS; the camera itself comes on the
 * standard input (`inputScript`), so nothing here names it.
 *
 * - Only the protocols a camera needs: the script may name nothing else (no file:, no http:).
 * - Video only (`-an`): the console shows pictures; camera audio (G.711 mostly) would need
 *   transcoding for every browser.
 * - `-c:v copy` for H.264, so a stream costs a socket and a few MB/s of disk, not a CPU core.
 *   With copy, segments can only be cut at the camera's keyframes, so `hls_time` 0.5 means "cut at
 *   every keyframe": the first segment is ready one GOP after the first keyframe, not two.
 * - MPEG-TS segments rather than fMP4: each segment carries its own codec headers, so a restart
 *   (possibly with a new resolution) needs no new init segment; hls.js plays both.
 * - `temp_file`: segments and playlist are written under a temporary name and renamed, so a viewer
 *   never reads half a file.
 */
export function hlsArgs(options: HlsArgsOptions): string[] {
  const { dir, transcode, resume } = options;
  const video = transcode
    ? [
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-force_key_frames',
        'expr:gte(t,n_forced*1)',
      ]
    : ['-c:v', 'copy'];
  const flags = ['delete_segments', 'independent_segments', 'omit_endlist', 'temp_file'];
  if (resume) flags.push('append_list', 'discont_start');
  return [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-loglevel',
    'info',
    '-protocol_whitelist',
    'pipe,rtsp,rtsps,tcp,tls',
    '-fflags',
    '+genpts',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    'pipe:0',
    '-map',
    '0:v:0',
    '-an',
    '-sn',
    '-dn',
    ...video,
    '-f',
    'hls',
    '-hls_time',
    '0.5',
    '-hls_list_size',
    '6',
    '-hls_flags',
    flags.join('+'),
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    path.join(dir, 'seg_%d.ts'),
    path.join(dir, PLAYLIST),
  ];
}

/** How many media segments a playlist lists. */
export function segmentCount(playlist: string): number {
  return playlist.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).length;
}
