import { chmodSync, mkdirSync } from 'node:fs';

/** DATA_DIR holds the database, the secret key and mails: only the server's user may enter it. */
export function createDataDir(dataDir: string): void {
  const created = mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // mkdir applies the umask; set the mode exactly on the directory this call made.
  if (created !== undefined) chmodSync(dataDir, 0o700);
}
