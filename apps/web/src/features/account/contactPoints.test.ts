import { describe, expect, it } from 'vitest';
import { formatMobile, pushDeviceName } from './contactPoints';

describe('contact point display', () => {
  it('groups a Hong Kong mobile as people read it, leaving anything else as stored', () => {
    expect(formatMobile('+85291234567')).toBe('+852 9123 4567');
    expect(formatMobile('+8613800138000')).toBe('+8613800138000');
  });

  it('names a push row by its push service', () => {
    expect(pushDeviceName('https://fcm.googleapis.com/fcm/send/abc')).toBe('Chrome');
    expect(pushDeviceName('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe('Firefox');
    expect(pushDeviceName('https://web.push.apple.com/QGx')).toBe('Safari');
    expect(pushDeviceName('https://wns2-par02p.notify.windows.com/w/?token=1')).toBe('Edge');
    expect(pushDeviceName('https://push.example.net/send/1')).toBe('push.example.net');
    expect(pushDeviceName('https://evilfcm.googleapis.com.example/x')).toBe('evilfcm.googleapis.com.example');
  });
});
