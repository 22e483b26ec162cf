// Issue 25's speed table, measured against the real server (its own process, with the node flags of
// `npm start`; BENCH_NODE_ARGS replaces them) and printed beside its aims; a measurement, never a
// test. On the embedded database (PGlite):
//   - one nested group of 10,000 keys (a file of about 570 KB) in 4 languages: preview and apply;
//   - 50,000 keys × 4 languages in 10 groups: apply (with the server's peak RSS growth during it, and
//     the longest wait of another account's requests made meanwhile), then the export.
// With BENCH_POSTGRES_URL (else TEST_DATABASE_URL, as CI sets it): a PostgreSQL server this bench
// may create and drop a scratch database on, e.g. postgres://postgres@127.0.0.1:5432/test, the
// 50,000-key apply and export run on PostgreSQL too; without one (or where no database can be
// created there) those rows say why they were not run. BENCH_PORT moves the servers off 3297.
import { cpuSeconds, memory, resetPeak } from './support/process-stats.ts';
import { type ResultRow, reportResults } from './support/results.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import {
  applyImport,
  businessAccount,
  nestedLocaleZip,
  newProject,
  previewImport,
} from './support/seeding.ts';
import {
  benchNodeArgs,
  graphql,
  signedInCookie,
  startVerbaServer,
  type VerbaServer,
} from './support/verba-server.ts';

const LANGUAGES = ['en', 'de', 'fr', 'it'];
const KB = 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const BENCH = 'lossless files (issue 25)';

/** `groups` groups of `keys` keys in every language: one zip. */
const nestedZip = (groups: number, keys: number) =>
  nestedLocaleZip({
    languages: LANGUAGES,
    groups: Array.from({ length: groups }, (_, group) => group),
    keys,
    text: (language, group, key) => `${language} text ${group}.${key} with {{name}} and more.`,
  });

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function exportMs(server: VerbaServer, cookie: string, projectId: string) {
  const started = performance.now();
  const exported = await fetch(`${server.url}/api/projects/${projectId}/export`, { headers: { cookie } });
  if (!exported.ok) throw new Error(`export: ${exported.status}`);
  await exported.arrayBuffer();
  return performance.now() - started;
}

/**
 * The 50,000-key apply and export on one server: apply time, the server's peak RSS growth during
 * the apply, its CPU seconds, and the longest wait of another account's reads of its own projects
 * (one after the other, for as long as the apply runs).
 */
async function largeImport(server: VerbaServer) {
  const cookie = await businessAccount(server);
  const other = await signedInCookie(server);
  const projectId = await newProject(server, cookie, 'Bench 50k');
  const { id } = await previewImport(server, cookie, projectId, nestedZip(10, 5000).zip);
  const read = async () => {
    const started = performance.now();
    await graphql(server.url, other, '{ viewer { projects { id name } } }');
    return performance.now() - started;
  };
  await read();
  resetPeak(server.pid);
  const before = memory(server.pid);
  const cpuBefore = cpuSeconds(server.pid);
  let applying = true;
  const waits: number[] = [];
  const reads = (async () => {
    while (applying) {
      waits.push(await read());
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const applied = await applyImport(server, cookie, id).finally(() => {
    applying = false;
  });
  await reads;
  const after = memory(server.pid);
  return {
    applyMs: applied.ms,
    cpu: cpuSeconds(server.pid) - cpuBefore,
    growth: after.peak - before.rss,
    longestWait: Math.max(...waits),
    reads: waits.length,
    exportMs: await exportMs(server, cookie, projectId),
  };
}

/** A row of the table; `cpu` (the server's CPU seconds meanwhile) tells a slow run from a busy machine. */
const row = (
  figure: string,
  value: number | null,
  aim: number,
  format: (n: number) => string,
  cpu?: number,
): ResultRow => ({
  bench: BENCH,
  figure,
  value:
    value === null
      ? notRun
      : cpu === undefined
        ? format(value)
        : `${format(value)} (CPU ${cpu.toFixed(1)} s)`,
  aim: `≤ ${format(aim)}`,
  met: value === null ? null : value <= aim,
});
const mib = (n: number) => `${n.toFixed(0)} MiB`;

delete process.env.DATABASE_URL;
const embedded = await startVerbaServer(PORT, benchNodeArgs());
let small: { previewMs: number; previewCpu: number; applyMs: number; applyCpu: number; fileBytes: number };
let large: Awaited<ReturnType<typeof largeImport>>;
try {
  const cookie = await businessAccount(embedded);
  const projectId = await newProject(embedded, cookie, 'Bench 10k');
  const { zip, largestFile: fileBytes } = nestedZip(1, 10_000);
  let cpu = cpuSeconds(embedded.pid);
  const previewed = await previewImport(embedded, cookie, projectId, zip);
  const previewCpu = cpuSeconds(embedded.pid) - cpu;
  cpu = cpuSeconds(embedded.pid);
  const { ms: applyMs } = await applyImport(embedded, cookie, previewed.id);
  small = {
    previewMs: previewed.ms,
    previewCpu,
    applyMs,
    applyCpu: cpuSeconds(embedded.pid) - cpu,
    fileBytes,
  };
  large = await largeImport(embedded);
} finally {
  await embedded.stop();
}

console.log(
  `lossless files bench (issue 25): a nested file of ${(small.fileBytes / KB).toFixed(0)} KB (10,000 keys) in 4 languages; 50,000 keys × 4 languages in 10 groups`,
);
console.log(
  `  10k preview ${seconds(small.previewMs)} (server CPU ${small.previewCpu.toFixed(1)} s), apply (PGlite) ${seconds(small.applyMs)} (server CPU ${small.applyCpu.toFixed(1)} s)`,
);
const describe = (name: string, run: typeof large) =>
  `  50k on ${name}: apply ${seconds(run.applyMs)} (server CPU ${run.cpu.toFixed(1)} s), peak RSS growth ${mib(run.growth)}, another account's ${run.reads} reads meanwhile waited at most ${run.longestWait.toFixed(0)} ms, export ${seconds(run.exportMs)}`;
console.log(describe('PGlite', large));

let postgres: Awaited<ReturnType<typeof largeImport>> | null = null;
let notRun = 'not run (set BENCH_POSTGRES_URL)';
const postgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_DATABASE_URL;
const scratch = postgresUrl ? await scratchDatabase(postgresUrl) : null;
if (typeof scratch === 'string') notRun = scratch;
else if (scratch) {
  process.env.DATABASE_URL = scratch.url;
  try {
    const server = await startVerbaServer(PORT, benchNodeArgs());
    try {
      postgres = await largeImport(server);
    } finally {
      await server.stop();
    }
  } finally {
    delete process.env.DATABASE_URL;
    await scratch.drop();
  }
}

if (postgres) console.log(describe('PostgreSQL', postgres));
else console.log(`  50k on PostgreSQL: ${notRun}`);

reportResults([
  row(
    `${(small.fileBytes / KB).toFixed(0)} KB nested file (10k keys) × 4 languages: preview`,
    small.previewMs,
    1500,
    seconds,
    small.previewCpu,
  ),
  row('the same file: apply, embedded database', small.applyMs, 3000, seconds, small.applyCpu),
  row('50k keys × 4 languages: apply, embedded database', large.applyMs, 10_000, seconds, large.cpu),
  row('50k keys × 4 languages: apply, PostgreSQL', postgres?.applyMs ?? null, 8000, seconds, postgres?.cpu),
  row('50k keys × 4 languages: export, embedded database', large.exportMs, 3000, seconds),
  row('50k keys × 4 languages: export, PostgreSQL', postgres?.exportMs ?? null, 3000, seconds),
  row('peak RSS growth during that apply, embedded database', large.growth, 300, mib),
  row(
    'longest wait of another user’s request during that apply, embedded database',
    large.longestWait,
    1000,
    (ms) => `${ms.toFixed(0)} ms`,
  ),
]);
