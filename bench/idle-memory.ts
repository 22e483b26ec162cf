// Resident memory of the idle server on the embedded database, started the way `npm start` starts
// it (the node flags of @verba/server's `serve` script), once on a new DATA_DIR and again on the
// same one, as every later start is. Prints both beside the aim of 350 MiB; never fails.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ResultRow, reportResults } from './support/results.ts';
import { serveNodeArgs, startVerbaServer } from './support/verba-server.ts';

const AIM_MIB = 350;
// The aim is the embedded database's: `pnpm bench` with DATABASE_URL must not measure PostgreSQL here.
delete process.env.DATABASE_URL;
const nodeArgs = serveNodeArgs();

function memoryMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) / 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), 'verba-idle-'));
const rows: Record<string, Record<string, string>> = {};
const results: ResultRow[] = [];
try {
  for (const start of ['first start (new DATA_DIR)', 'later start (same DATA_DIR)']) {
    const server = await startVerbaServer(3298, nodeArgs, dataDir);
    await fetch(`${server.url}/`);
    await new Promise((settle) => setTimeout(settle, 5000));
    const idle = memoryMiB(server.pid, 'VmRSS');
    results.push({
      bench: 'memory',
      figure: `idle RSS, PGlite, ${start}`,
      value: `${idle.toFixed(0)} MiB`,
      aim: `≤ ${AIM_MIB} MiB`,
      met: idle <= AIM_MIB,
    });
    rows[start] = {
      'idle RSS': `${idle.toFixed(0)} MiB (aim ≤ ${AIM_MIB})`,
      'peak RSS': `${memoryMiB(server.pid, 'VmHWM').toFixed(0)} MiB`,
    };
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nIdle server on embedded PGlite (node ${nodeArgs.join(' ')}):`);
console.table(rows);
reportResults(results);
