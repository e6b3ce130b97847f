// Bundles the server and the workspace packages it imports (TypeScript sources) into dist/server.js.
// Registry dependencies stay external and load from node_modules at run time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@siteguard/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  define: { 'process.env.npm_package_version': JSON.stringify(pkg.version) },
  logLevel: 'warning',
});

// The weather recordings a fixture-mode server replays (modules/weather/source.ts finds them here).
rmSync('dist/weather-fixtures', { recursive: true, force: true });
cpSync('src/modules/weather/fixtures', 'dist/weather-fixtures', { recursive: true });
