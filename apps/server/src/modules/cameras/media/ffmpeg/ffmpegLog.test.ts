import { describe, expect, it } from 'vitest';
import { failureOf, videoCodecOf } from './ffmpegLog.js';
import { hlsArgs, inputScript } from './hlsArgs.js';
import { hlsFileType } from './hlsFiles.js';

// The log lines are ffmpeg 5.1's own, captured from the runs the integration tests make.
describe('reading ffmpeg’s log', () => {
  it('names the reason a pull failed', () => {
    expect(
      failureOf(
        '[rtsp @ 0x5630] method DESCRIBE failed: 401 Unauthorized\n' +
          'rtsp://admin:wrong@127.0.0.1:42021/live: Server returned 401 Unauthorized (authorization failed)',
      ),
    ).toBe('auth');
    expect(
      failureOf(
        '[tcp @ 0x55e3] Connection to tcp://127.0.0.1:1?timeout=0 failed: Connection refused\n' +
          'rtsp://127.0.0.1:1/x: Connection refused',
      ),
    ).toBe('unreachable');
    expect(failureOf('[tcp @ 0x564c] Failed to resolve hostname nvr.site: Name or service not known')).toBe(
      'unreachable',
    );
    expect(failureOf('[rtsp @ 0x55] method DESCRIBE failed: 404 Not Found')).toBe('badUrl');
    expect(failureOf('something nobody expected')).toBeNull();
  });

  it('tells a silent camera from a port that speaks something else by the time it took', () => {
    const log = 'rtsp://127.0.0.1:45999/x: Invalid data found when processing input';
    expect(failureOf(log, 150, 8000)).toBe('badUrl');
    expect(failureOf(log, 8100, 8000)).toBe('unreachable');
  });

  it('finds the input’s video codec', () => {
    expect(
      videoCodecOf(
        '  Stream #0:0: Video: h264 (Constrained Baseline), yuv420p(progressive), 640x360 [SAR 1:1 DAR 16:9], 25 fps',
      ),
    ).toBe('h264');
    expect(videoCodecOf('  Stream #0:1[0x100](und): Video: hevc (Main), yuv420p(tv), 2560x1440')).toBe(
      'hevc',
    );
    expect(videoCodecOf('  Stream #0:1: Audio: pcm_alaw, 8000 Hz, mono')).toBeNull();
  });
});

describe('the ffmpeg command line', () => {
  const base = { dir: '/tmp/s' };

  it('copies H.264 into HLS, video only, reading the camera from its standard input', () => {
    const args = hlsArgs({ ...base, transcode: false, resume: false }).join(' ');
    expect(args).toContain(
      '-protocol_whitelist pipe,rtsp,rtsps,tcp,tls -fflags +genpts -f concat -safe 0 -i pipe:0',
    );
    expect(args).not.toContain('rtsp://');
    expect(args).toContain('-an');
    expect(args).toContain('-c:v copy');
    expect(args).not.toContain('libx264');
    expect(args).toContain('-hls_flags delete_segments+independent_segments+omit_endlist+temp_file -');
    expect(args.endsWith('/tmp/s/index.m3u8')).toBe(true);
  });

  it('transcodes when asked, and continues the playlist on a restart', () => {
    const args = hlsArgs({ ...base, transcode: true, resume: true }).join(' ');
    expect(args).toContain('-c:v libx264 -preset ultrafast -tune zerolatency');
    expect(args).toContain('+append_list+discont_start');
  });

  it('hands the URL over TCP with a socket timeout in the input script, quoted', () => {
    expect(inputScript('rtsp://admin:pa%40ss@10.0.0.8:554/live', 8000).split('\n')).toEqual([
      'ffconcat version 1.0',
      "file 'rtsp://admin:pa%40ss@10.0.0.8:554/live'",
      'option rtsp_transport tcp',
      'option timeout 8000000',
      '',
    ]);
    expect(inputScript("rtsp://admin:it's@cam/live", 8000)).toContain(
      "file 'rtsp://admin:it'\\''s@cam/live'",
    );
  });
});

describe('HLS file names a viewer may ask for', () => {
  it('accepts what the driver writes', () => {
    expect(hlsFileType('index.m3u8')?.contentType).toBe('application/vnd.apple.mpegurl');
    expect(hlsFileType('seg_12.ts')?.contentType).toBe('video/mp2t');
    expect(hlsFileType('seg_3.m4s')?.contentType).toBe('video/iso.segment');
    expect(hlsFileType('init.mp4')?.contentType).toBe('video/mp4');
  });

  it('refuses everything else, path traversal first', () => {
    for (const name of [
      '../index.m3u8',
      '../../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '/etc/passwd',
      'sub/seg_1.ts',
      'seg_1.ts/..',
      '%2e%2e%2fetc%2fpasswd',
      'seg_1.ts\0',
      'seg_1.ts.tmp',
      'index.m3u8.tmp',
      'seg_.ts',
      'seg_12345678901.ts',
      'SEG_1.TS',
      'index.M3U8',
      '.',
      '..',
      '',
    ]) {
      expect(hlsFileType(name)).toBeNull();
    }
  });
});
