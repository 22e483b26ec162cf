import { join } from 'node:path';
import { buildApp } from './app.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import {
  DatabaseConnectError,
  type DatabaseHandle,
  isSharedDatabase,
  openPglite,
  openPostgres,
} from './db/database.ts';
import { type Env, EnvError, loadEnv } from './env.ts';
import { removeInterruptedApplies } from './imports/apply-steps.ts';
import { createSecretBox } from './secrets/secret-box.ts';
import { resolveSecretKey, SecretKeyError } from './secrets/secret-key.ts';
import { sealPlaintextTotpSecrets } from './two-factor/totp-secrets.ts';

// Anything that stops the start is told in one line, without a stack, and exits 1: a supervisor
// then sees a clean failure instead of a crash loop printing traces.
function fail(message: string): never {
  console.error(`verba: ${message}`);
  process.exit(1);
}

async function openDatabase(env: Env): Promise<{ handle: DatabaseHandle; lock?: DataDirLock }> {
  if (env.DATABASE_URL) return { handle: await openPostgres(env.DATABASE_URL) };
  const lock = lockDataDir(env.DATA_DIR);
  try {
    return { handle: await openPglite(join(env.DATA_DIR, 'db')), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function start(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }

  let secretKey: Buffer;
  try {
    secretKey = resolveSecretKey(env);
  } catch (error) {
    if (error instanceof SecretKeyError) fail(error.message);
    fail(`Cannot read or create the secret key in ${env.DATA_DIR}: ${(error as Error).message}`);
  }

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseConnectError) fail(error.message);
    fail(`Cannot open the database in ${join(env.DATA_DIR, 'db')}: ${(error as Error).message}`);
  }
  const { handle, lock } = opened;
  const closeDatabase = async () => {
    await handle.close();
    lock?.release();
  };

  try {
    await handle.migrate();
    await sealPlaintextTotpSecrets(handle.db, createSecretBox(secretKey));
  } catch (error) {
    await closeDatabase();
    fail(`Database migration failed: ${(error as Error).message}`);
  }

  const app = await buildApp({
    env,
    db: handle.db,
    databaseStatus: handle.status,
    secretKey,
    logger: { level: env.LOG_LEVEL },
  });
  // Only the embedded database's applies write in steps (apply-steps.ts); its server is the only
  // one, so an import still applying was cut off, and what it wrote goes before anyone reads it.
  if (!isSharedDatabase(handle.db)) {
    await removeInterruptedApplies(handle.db, app.log).catch(async (error: unknown) => {
      await app.close();
      await closeDatabase();
      fail(`Cannot remove what an interrupted import wrote: ${(error as Error).message}`);
    });
  }
  try {
    await app.listen({ port: env.PORT, host: '0.0.0.0' });
    // Opening PGlite (and initdb on a new DATA_DIR) leaves hundreds of MB of garbage behind; with
    // --expose-gc (the serve script) one collection now returns it before the server idles.
    (globalThis as { gc?: () => void }).gc?.();
  } catch (error) {
    await app.close();
    await closeDatabase();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${env.PORT} is already in use. Stop the other process or set PORT.`);
    if (code === 'EACCES')
      fail(`Port ${env.PORT} needs privileges this process does not have; choose another PORT.`);
    fail(`Cannot listen on port ${env.PORT}: ${(error as Error).message}`);
  }
  app.log.info(`Verba serves ${env.PUBLIC_URL} (port ${env.PORT})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests, then stopping`);
    // A request that never ends must not keep the process (and the DATA_DIR lock) forever.
    const deadline = setTimeout(() => fail('Shutdown took longer than 10 s; stopping anyway.'), 10_000);
    deadline.unref();
    await app.close();
    await closeDatabase();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await start();
