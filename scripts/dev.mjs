// `npm run dev`: the API with reload and the Vite dev server side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@siteguard/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@siteguard/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
