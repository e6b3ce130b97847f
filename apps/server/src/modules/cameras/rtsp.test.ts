import { describe, expect, it } from 'vitest';
import { channelUrl, withCredentials, withoutCredentials } from './rtsp.js';

describe('channel RTSP URLs', () => {
  it("fills a Hikvision template with the configuration's address and the channel", () => {
    expect(
      channelUrl('rtsp://{ip}:{port}/Streaming/Channels/{channel}01', { ip: '10.0.0.8', port: 554 }, 3),
    ).toBe('rtsp://10.0.0.8:554/Streaming/Channels/301');
  });

  it('adds credentials for the puller, escaped; shows none to people', () => {
    const pulled = withCredentials('rtsp://10.0.0.8:554/live', 'admin', 'p@ss:word/1');
    expect(pulled).toBe('rtsp://admin:p%40ss%3Aword%2F1@10.0.0.8:554/live');
    expect(withoutCredentials(pulled)).toBe('rtsp://10.0.0.8:554/live');
    expect(withCredentials('rtsp://10.0.0.8/live', '', 'x')).toBe('rtsp://10.0.0.8/live');
  });
});
