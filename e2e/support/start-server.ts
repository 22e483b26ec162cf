// Starts the real server on the built app with a fresh, throw-away DATA_DIR (embedded PGlite), and
// removes that directory when Playwright stops the server. Run by playwright.config.ts's webServer.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAKE_TRANSLATOR_PORT, startFakeTranslator } from './fake-translator.ts';
import { E2E_PORT, E2E_URL } from './server.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

if (!existsSync(join(repoRoot, 'packages/app/dist/index.html'))) {
  console.error('The app is not built: run `pnpm build` at the repository root before the e2e tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'verba-e2e-'));
// Machine translation against a local LibreTranslate stand-in (machine.spec.ts).
const translator = await startFakeTranslator();
const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    // With DATABASE_URL the server needs a key; without it, the server makes one in DATA_DIR.
    ...(process.env.DATABASE_URL ? { SECRET_KEY: randomBytes(32).toString('base64') } : {}),
    ...process.env,
    PORT: String(E2E_PORT),
    PUBLIC_URL: E2E_URL,
    DATA_DIR: dataDir,
    // The specs' webhook receivers listen on this machine, an address the server refuses otherwise.
    WEBHOOK_ALLOW_PRIVATE: '1',
    MT_LIBRETRANSLATE_URL: `http://127.0.0.1:${FAKE_TRANSLATOR_PORT}`,
  },
});

// Playwright signals the whole process group; the server shuts down on its own, this script waits for it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));

server.on('exit', (code, signal) => {
  translator.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
