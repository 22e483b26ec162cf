// The server suite a second time, on the PostgreSQL server named by TEST_DATABASE_URL
// (`pnpm test:unit` runs it on embedded PGlite). Without the variable there is nothing to do.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the server suite ran on PGlite only.');
  process.exit(0);
}
const result = spawnSync('vitest', ['run', '--project', 'server'], { stdio: 'inherit', shell: false });
process.exit(result.status ?? 1);
