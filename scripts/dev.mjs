// `pnpm dev`: the real server (on PORT, default 3000) and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@verba/server', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@verba/app', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
