import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { describeStartupError } from './startup-error.js';

const systemError = (message: string, fields: Record<string, string>) =>
  Object.assign(new Error(message), fields);

describe('describeStartupError', () => {
  const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/siteguard' });
  const withDatabase = loadConfig({ DATABASE_URL: 'postgres://app:s3cret@db:5432/siteguard' });

  it('names PORT when the port is taken or forbidden', () => {
    const inUse = systemError('listen EADDRINUSE: address already in use 0.0.0.0:8080', {
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
    expect(describeStartupError(inUse, config)).toBe('Cannot use PORT=8080: the port is already in use');
    const denied = systemError('listen EACCES: permission denied 0.0.0.0:80', {
      code: 'EACCES',
      syscall: 'listen',
    });
    expect(describeStartupError(denied, config)).toBe(
      'Cannot use PORT=8080: listen EACCES: permission denied 0.0.0.0:80',
    );
  });

  it('names MQTT_PORT when the embedded broker’s port is taken', () => {
    const inUse = systemError('listen EADDRINUSE: address already in use 127.0.0.1:1883', {
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
    Object.assign(inUse, { port: 1883 });
    expect(describeStartupError(inUse, config)).toBe(
      "Cannot use MQTT_PORT=1883: the port is already in use (another server's broker? MQTT_PORT=off or another port)",
    );
  });

  it('names HOST when the address is not this machine’s', () => {
    const error = systemError('listen EADDRNOTAVAIL: address not available 10.9.9.9:8080', {
      code: 'EADDRNOTAVAIL',
      syscall: 'listen',
    });
    expect(describeStartupError(error, config)).toMatch(
      /^Cannot use HOST="0\.0\.0\.0": listen EADDRNOTAVAIL/,
    );
  });

  it('names DATA_DIR when a file system call under it fails', () => {
    const error = systemError("ENOTDIR: not a directory, mkdir '/srv/siteguard/pglite'", {
      code: 'ENOTDIR',
      syscall: 'mkdir',
      path: '/srv/siteguard/pglite',
    });
    expect(describeStartupError(error, config)).toBe(
      `Cannot use DATA_DIR="/srv/siteguard": ENOTDIR: not a directory, mkdir '/srv/siteguard/pglite'`,
    );
  });

  it('names DATABASE_URL, without its password, when PostgreSQL cannot be reached or refuses', () => {
    const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(describeStartupError(refused, withDatabase)).toBe(
      'Cannot use DATABASE_URL="postgres://app:***@db:5432/siteguard": ECONNREFUSED',
    );
    const badPassword = systemError('password authentication failed for user "app"', { code: '28P01' });
    expect(describeStartupError(badPassword, withDatabase)).toContain('password authentication failed');
    const noDatabase = systemError('database "siteguard" does not exist', { code: '3D000' });
    expect(describeStartupError(noDatabase, withDatabase)).toMatch(
      /^Cannot use DATABASE_URL=.*does not exist$/,
    );
    expect(describeStartupError(noDatabase, withDatabase)).not.toContain('s3cret');
  });

  it('leaves anything else to the stack trace, and every answer is one line', () => {
    expect(describeStartupError(new TypeError('x is undefined'), config)).toBeUndefined();
    expect(describeStartupError('a string', config)).toBeUndefined();
    const refused = systemError('connect ECONNREFUSED\n127.0.0.1:1', { code: 'ECONNREFUSED' });
    expect(describeStartupError(refused, config)).toBeUndefined(); // no DATABASE_URL: not ours to name
    expect(describeStartupError(refused, withDatabase)).not.toContain('\n');
  });
});
