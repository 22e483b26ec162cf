// The server suite a second time, on the PostgreSQL server named by TEST_DATABASE_URL
// (`pnpm test:server` runs it on embedded PGlite). Without the variable there is nothing to do.
// A test file that never reaches the test database (directly or through a helper it imports) runs
// the same code on both, so it runs once, on PGlite.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { runVitestRerunningCrashes } from './vitest-rerun-crashes.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite ran on PGlite only.');
  process.exit(0);
}

const serverDir = resolve(import.meta.dirname, '../packages/server');
const testDir = join(serverDir, 'test');
const databaseHelper = join(testDir, 'helpers/test-database.ts');

const relativeImports = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    resolve(dirname(file), match[1]),
  );

/** Whether a file reads TEST_DATABASE_URL itself or imports, at any depth, one that does. */
const reachesDatabase = (file, seen = new Set()) => {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file === databaseHelper || readFileSync(file, 'utf8').includes('TEST_DATABASE_URL')) return true;
  return relativeImports(file).some(
    (imported) => imported.startsWith(testDir) && reachesDatabase(imported, seen),
  );
};

const testFiles = readdirSync(testDir, { recursive: true })
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join(testDir, name));
const onPostgres = testFiles.filter((file) => reachesDatabase(file));
console.log(
  `The server suite on PostgreSQL: ${onPostgres.length} of ${testFiles.length} files (the rest never reach the database).`,
);
process.exit(
  runVitestRerunningCrashes(
    ['--project', 'server*'],
    onPostgres.map((file) => relative(serverDir, file)),
  ),
);
