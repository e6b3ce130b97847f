import path from 'node:path';

export const PLAYLIST = 'index.m3u8';

export interface HlsArgsOptions {
  rtspUrl: string;
  dir: string;
  /** Re-encode to H.264 (the camera sends something else); otherwise the video is copied as is. */
  transcode: boolean;
  /** A restart after the camera dropped: continue the old playlist, marked as a discontinuity. */
  resume: boolean;
  /** Socket I/O bound, so a camera that stops answering ends the process instead of hanging it. */
  ioTimeoutMs: number;
}

/**
 * The ffmpeg command line pulling one camera into low-latency HLS.
 *
 * - RTSP over TCP: no UDP ports to open through the site's firewall, no losses to conceal.
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
  const { rtspUrl, dir, transcode, resume, ioTimeoutMs } = options;
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
    '-rtsp_transport',
    'tcp',
    // ffmpeg ≥ 5: socket I/O timeout in microseconds (what ffmpeg 4 called -stimeout).
    '-timeout',
    String(Math.round(ioTimeoutMs * 1000)),
    '-fflags',
    '+genpts',
    '-i',
    rtspUrl,
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
