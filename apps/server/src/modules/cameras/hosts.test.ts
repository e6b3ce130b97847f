import { describe, expect, it } from 'vitest';
import { CameraHostRefused, cameraHostGuard, type HostRefusal } from './hosts.js';

const open = { allowLoopback: false, networks: [], ownPorts: [8080, 1883] };

async function refusal(promise: Promise<unknown>): Promise<HostRefusal | 'allowed'> {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (error instanceof CameraHostRefused) return error.reason;
    throw error;
  }
}

describe('camera hosts', () => {
  it('refuses loopback, unspecified, link-local, multicast, reserved and metadata addresses', async () => {
    const guard = cameraHostGuard(open, async () => {
      throw new Error('no DNS for IP literals');
    });
    const cases: Array<[string, HostRefusal | 'allowed']> = [
      ['127.0.0.1', 'loopback'],
      ['127.8.9.10', 'loopback'],
      ['::1', 'loopback'],
      ['[::1]', 'loopback'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['169.254.10.20', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['224.0.0.251', 'multicast'],
      ['ff02::1', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['169.254.169.254', 'metadata'],
      ['100.100.100.200', 'metadata'],
      ['fd00:ec2::254', 'metadata'],
      // IPv4 inside IPv6: mapped, NAT64, 6to4, compatible.
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:169.254.169.254', 'metadata'],
      ['64:ff9b::7f00:1', 'loopback'],
      ['2002:7f00:1::', 'loopback'],
      ['::7f00:1', 'loopback'],
      // Camera LANs pass by default.
      ['10.1.2.3', 'allowed'],
      ['172.16.5.6', 'allowed'],
      ['192.168.1.64', 'allowed'],
      ['fd12:3456::64', 'allowed'],
      ['::ffff:192.168.1.64', 'allowed'],
      ['100.64.1.2', 'allowed'],
      ['203.0.112.9', 'allowed'],
    ];
    for (const [host, expected] of cases) {
      expect([host, await refusal(guard.resolve(host, 554))]).toEqual([host, expected]);
    }
  });

  it('resolves names, refuses one whose any address is refused, and pins the URL to the checked address', async () => {
    const answers: Record<string, string[]> = {
      'nvr.site': ['10.0.0.8'],
      'both.site': ['10.0.0.9', '127.0.0.1'],
      'v6first.site': ['fd00::9', '10.0.0.10'],
      'metadata.site': ['169.254.169.254'],
    };
    const guard = cameraHostGuard(open, async (host) => {
      const found = answers[host];
      if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      return found;
    });
    expect(await guard.pin('rtsp://admin:pw@nvr.site:554/Streaming/Channels/101')).toBe(
      'rtsp://admin:pw@10.0.0.8:554/Streaming/Channels/101',
    );
    expect(await guard.pin('rtsp://v6first.site/live')).toBe('rtsp://10.0.0.10/live');
    expect(await guard.pin('rtsp://[fd12::64]:8554/live')).toBe('rtsp://[fd12::64]:8554/live');
    expect(await refusal(guard.pin('rtsp://both.site/live'))).toBe('loopback');
    expect(await refusal(guard.pin('rtsp://metadata.site/latest'))).toBe('metadata');
    expect(await refusal(guard.pin('rtsp://nowhere.site/live'))).toBe('unresolvable');
    // A later answer (DNS rebinding) is judged again.
    answers['nvr.site'] = ['127.0.0.1'];
    expect(await refusal(guard.pin('rtsp://nvr.site/live'))).toBe('loopback');
  });

  it('allows loopback only when told, and never the server’s own ports', async () => {
    const guard = cameraHostGuard({ ...open, allowLoopback: true });
    expect(await guard.pin('rtsp://127.0.0.1:8554/live')).toBe('rtsp://127.0.0.1:8554/live');
    expect(await refusal(guard.pin('rtsp://127.0.0.1:8080/api'))).toBe('thisServer');
    expect(await refusal(guard.pin('rtsp://[::1]:1883/'))).toBe('thisServer');
    expect(await refusal(guard.pin('rtsp://0.0.0.0:8554/live'))).toBe('unspecified');
    expect(await refusal(guard.pin('rtsp://169.254.169.254/'))).toBe('metadata');
  });

  it('narrows to CAMERA_NETWORKS, metadata still refused inside them', async () => {
    const guard = cameraHostGuard({ ...open, networks: ['10.20.0.0/16', 'fd00::/8'] });
    expect(await refusal(guard.resolve('10.20.3.4', 554))).toBe('allowed');
    expect(await refusal(guard.resolve('::ffff:10.20.3.4', 554))).toBe('allowed');
    expect(await refusal(guard.resolve('10.21.0.1', 554))).toBe('outsideNetworks');
    expect(await refusal(guard.resolve('192.168.1.64', 554))).toBe('outsideNetworks');
    expect(await refusal(guard.resolve('fd00:ec2::254', 554))).toBe('metadata');
  });
});
