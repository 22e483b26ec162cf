import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgliteImage } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite image that every test file's in-memory database starts from. */
    pgliteImageFile: string;
  }
}

/** Runs initdb and the migrations once for the whole suite instead of once per test file. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'verba-pglite-image-'));
  const file = join(dir, 'image.tar');
  writeFileSync(file, Buffer.from(await (await pgliteImage()).arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
