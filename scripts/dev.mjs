// `npm run dev`: the API with reload and the Vite dev server side by side; Ctrl+C stops both.
// Vite proxies /api to the API's port: PORT moves both together (VITE_API_PROXY overrides the target).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT || '8080';
const env = { ...process.env, VITE_API_PROXY: process.env.VITE_API_PROXY || `http://localhost:${apiPort}` };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@siteguard/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@siteguard/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
