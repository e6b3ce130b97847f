import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made with Debian's openssl (the test command
 * installs it), as PEM files in `dir` (a new temporary directory by default).
 */
export function selfSignedCertificate(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteguard-tls-')),
  name = 'server',
): { cert: string; key: string } {
  const cert = path.join(dir, `${name}-cert.pem`);
  const key = path.join(dir, `${name}-key.pem`);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}
