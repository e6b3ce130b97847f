import { DEFAULT_RTSP_TEMPLATE } from '@siteguard/contracts';
import { describe, expect, it } from 'vitest';
import { configBody, configFormValues, rtspOverrideBody, webhookUrlExample } from './configForm';

describe('camera configuration form', () => {
  it('starts a new configuration on port 554, one channel, the Hikvision template', () => {
    expect(configFormValues(undefined)).toEqual({ port: 554, channelNo: 1, rtsp: DEFAULT_RTSP_TEMPLATE });
  });

  it('sends the password only when typed', () => {
    const values = { name: ' NVR ', ip: ' 10.0.0.2 ', username: 'admin', port: 554, channelNo: 8 };
    expect(configBody(values)).toEqual({
      name: 'NVR',
      ip: '10.0.0.2',
      username: 'admin',
      port: 554,
      channelNo: 8,
      rtsp: DEFAULT_RTSP_TEMPLATE,
    });
    expect(configBody({ ...values, password: '' })).not.toHaveProperty('password');
    expect(configBody({ ...values, password: 's3cret' }).password).toBe('s3cret');
  });

  it('shows the webhook as a device calls it', () => {
    expect(webhookUrlExample('https://site.example', 'abc/def+1')).toBe(
      'https://site.example/api/cctv/webhook/camera/usable?secret=abc%2Fdef%2B1&ip=192.168.1.64&channel=1&usable=false',
    );
    expect(webhookUrlExample('', null)).toBe(
      '/api/cctv/webhook/camera/usable?secret=…&ip=192.168.1.64&channel=1&usable=false',
    );
  });

  it('turns an empty channel URL into following the configuration', () => {
    expect(rtspOverrideBody('  ')).toBeNull();
    expect(rtspOverrideBody(undefined)).toBeNull();
    expect(rtspOverrideBody(' rtsp://{ip}/x ')).toBe('rtsp://{ip}/x');
  });
});
