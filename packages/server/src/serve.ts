// `npm start`'s entry. On the embedded database the server runs right here, with the serve script's
// flags; with DATABASE_URL it runs in a child started with a larger young generation (node-flags.ts),
// which V8 cannot change after start. The child gets the signals a supervisor sends this process.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { usesExternalDatabase } from './env.ts';
import { flagsForDeployment } from './node-flags.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

if (!usesExternalDatabase()) {
  await import(main);
} else {
  const flags = flagsForDeployment(process.execArgv, true);
  const server = spawn(process.execPath, [...flags, main], { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
