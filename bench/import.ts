// Import and export of a generated project against the real server (its own process, with the node
// flags of `npm start`; BENCH_NODE_ARGS replaces them): 50,000 keys × 4 languages in 10 groups, one
// zip. Prints the preview, apply and export times and the server's RSS growth (the highest peak
// VmHWM of the three phases, each counted afresh, over the RSS before the upload) beside the aims of
// issue 13: apply ≤ 30 s on PGlite and ≤ 15 s on PostgreSQL, export ≤ 5 s, RSS growth ≤ 300 MiB.
// Embedded PGlite unless DATABASE_URL names a PostgreSQL server (use an empty one; the server then
// needs SECRET_KEY too). BENCH_KEYS scales the key count, BENCH_PORT moves the server off 3293.
import { cpuSeconds, memory, resetPeak } from './support/process-stats.ts';
import {
  applyImport,
  businessAccount,
  nestedLocaleZip,
  newProject,
  previewImport,
} from './support/seeding.ts';
import { benchNodeArgs, startVerbaServer } from './support/verba-server.ts';

const KEYS = Number(process.env.BENCH_KEYS ?? 50_000);
const GROUPS = 10;
const LANGUAGES = ['en', 'de', 'fr', 'it'];
const MiB = 1024 * 1024;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
// BENCH_PORT lets a run share the machine with the Lighthouse bench, which also takes 3293.
const server = await startVerbaServer(Number(process.env.BENCH_PORT ?? 3293), benchNodeArgs());
try {
  const cookie = await businessAccount(server);
  const projectId = await newProject(server, cookie, 'Bench import');
  const { zip } = nestedLocaleZip({
    languages: LANGUAGES,
    groups: Array.from({ length: GROUPS }, (_, group) => group),
    keys: KEYS / GROUPS,
  });
  resetPeak(server.pid);
  const before = memory(server.pid);

  const { id, ms: previewMs } = await previewImport(server, cookie, projectId, zip);
  const afterPreview = memory(server.pid);
  resetPeak(server.pid);

  const cpuBeforeApply = cpuSeconds(server.pid);
  // Status reads every 250 ms, each one answered while the apply runs.
  const { ms: applyMs, reads: progressReads } = await applyImport(server, cookie, id, 250);
  const applyCpu = cpuSeconds(server.pid) - cpuBeforeApply;
  const afterApply = memory(server.pid);
  resetPeak(server.pid);

  const started = performance.now();
  const exported = await fetch(`${server.url}/api/projects/${projectId}/export`, { headers: { cookie } });
  const exportBytes = (await exported.arrayBuffer()).byteLength;
  const exportMs = performance.now() - started;
  const after = memory(server.pid);

  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const applyAim = database === 'PGlite' ? 30_000 : 15_000;
  const peak = Math.max(afterPreview.peak, afterApply.peak, after.peak);
  const growth = peak - before.rss;
  const mark = (ok: boolean) => (ok ? 'within' : 'OVER');
  console.log(
    `import bench (${database}): ${KEYS.toLocaleString('en-US')} keys × ${LANGUAGES.length} languages in ${GROUPS} groups, zip ${(zip.length / MiB).toFixed(1)} MiB`,
  );
  console.log(`  preview ${seconds(previewMs)}`);
  console.log(
    `  apply   ${seconds(applyMs)} (aim ≤ ${seconds(applyAim)}: ${mark(applyMs <= applyAim)}; ${progressReads} progress reads answered while it ran; server process CPU ${applyCpu.toFixed(1)} s)`,
  );
  console.log(
    `  export  ${seconds(exportMs)} (aim ≤ 5.0 s: ${mark(exportMs <= 5000)}; ${(exportBytes / MiB).toFixed(1)} MiB zip)`,
  );
  const phase = (name: string, at: { rss: number; peak: number }, start: { rss: number }) =>
    `${name} peak ${at.peak.toFixed(0)} (from ${start.rss.toFixed(0)}, ends at ${at.rss.toFixed(0)})`;
  console.log(
    `  RSS     ${before.rss.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB: growth ${growth.toFixed(0)} MiB (aim ≤ 300 MiB: ${mark(growth <= 300)})`,
  );
  console.log(
    `          ${phase('preview', afterPreview, before)}; ${phase('apply', afterApply, afterPreview)}; ${phase('export', after, afterApply)} MiB`,
  );
} finally {
  await server.stop();
}
