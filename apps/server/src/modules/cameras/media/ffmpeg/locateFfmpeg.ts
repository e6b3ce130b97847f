import fs from 'node:fs';
import path from 'node:path';
import { MediaError } from '../driver.js';

function isExecutable(file: string): boolean {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The `@ffmpeg-installer/ffmpeg` binary when that package happens to be installed; never fetched. */
async function installerBinary(): Promise<string | null> {
  // A variable specifier: the package is optional and has no types here.
  const name = '@ffmpeg-installer/ffmpeg';
  try {
    const module = (await import(name)) as { path?: unknown; default?: { path?: unknown } };
    const found = module.path ?? module.default?.path;
    return typeof found === 'string' && isExecutable(found) ? found : null;
  } catch {
    return null;
  }
}

/**
 * The ffmpeg to run: the configured path (FFMPEG_PATH), else `ffmpeg` on the PATH, else the one the
 * optional npm package brings. Nothing is ever downloaded.
 */
export async function locateFfmpeg(
  configured?: string,
  searchPath = process.env.PATH ?? '',
): Promise<string> {
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new MediaError('noFfmpeg', `${configured} is not an executable file (FFMPEG_PATH)`);
  }
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, 'ffmpeg'))) return path.join(dir, 'ffmpeg');
  }
  const bundled = await installerBinary();
  if (bundled) return bundled;
  throw new MediaError('noFfmpeg', 'ffmpeg is not on the PATH: install it or set FFMPEG_PATH');
}
