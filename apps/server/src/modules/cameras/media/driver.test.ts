import { describe, expect, it } from 'vitest';
import { checkRtspUrl, isStreamKey, MediaError, redactCredentials } from './driver.js';

const reasonOf = (url: string) => {
  try {
    checkRtspUrl(url);
    return null;
  } catch (error) {
    return error instanceof MediaError ? error.reason : 'other';
  }
};

describe('media driver contract', () => {
  it('accepts rtsp and rtsps URLs only', () => {
    expect(reasonOf('rtsp://admin:pw@10.0.0.8:554/Streaming/Channels/101')).toBeNull();
    expect(reasonOf('rtsps://cam.example/live')).toBeNull();
    for (const url of ['rtsp://', 'http://cam/live', 'file:///etc/passwd', '/dev/video0', 'garbage', '']) {
      expect(reasonOf(url)).toBe('badUrl');
    }
  });

  it('keeps stream keys to names that are safe as a folder and a URL segment', () => {
    expect(isStreamKey('cam-12_a')).toBe(true);
    for (const key of ['', '../x', 'a/b', '.hidden', 'a b', 'x'.repeat(65), 'cam%2F']) {
      expect(isStreamKey(key)).toBe(false);
    }
  });

  it('removes credentials from text meant for logs', () => {
    expect(redactCredentials("Input #0, rtsp, from 'rtsp://admin:s3cret@10.0.0.8:554/live':")).toBe(
      "Input #0, rtsp, from 'rtsp://***@10.0.0.8:554/live':",
    );
    expect(redactCredentials('rtsp://10.0.0.8/live')).toBe('rtsp://10.0.0.8/live');
  });
});
