// Import and export of a generated project against the real server (its own process, with the node
// flags of `npm start`; BENCH_NODE_ARGS replaces them): 50,000 keys × 4 languages in 10 groups, one
// zip. Prints the preview, apply and export times and the server's RSS growth (the highest peak
// VmHWM of the three phases, each counted afresh, over the RSS before the upload) beside the aims of
// issue 13: apply ≤ 30 s on PGlite and ≤ 15 s on PostgreSQL, export ≤ 5 s, RSS growth ≤ 300 MiB.
// Embedded PGlite unless DATABASE_URL names a PostgreSQL server (use an empty one; the server then
// needs SECRET_KEY too). BENCH_KEYS scales the key count, BENCH_PORT moves the server off 3293.
import { readFileSync, writeFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { graphql, serveNodeArgs, signedInCookie, startVerbaServer } from './support/verba-server.ts';

const KEYS = Number(process.env.BENCH_KEYS ?? 50_000);
const GROUPS = 10;
const LANGUAGES = ['en', 'de', 'fr', 'it'];
const MiB = 1024 * 1024;

/** Resident and peak-resident memory of a process, in MiB, from /proc (Linux only). */
function memory(pid: number | undefined) {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used, from /proc: on a shared machine, steadier than wall time. */
function cpuSeconds(pid: number | undefined) {
  const fields = pid ? readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') : undefined;
  // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 a second on Linux).
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : Number.NaN;
}

/** Starts the peak-resident count (VmHWM) afresh, so it no longer holds the server's start-up. */
function resetPeak(pid: number | undefined) {
  if (pid) writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function generatedZip(): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const perGroup = KEYS / GROUPS;
  for (const language of LANGUAGES) {
    for (let group = 0; group < GROUPS; group++) {
      const entries: Record<string, Record<string, string>> = {};
      for (let key = 0; key < perGroup; key++) {
        const section = `section${String(Math.floor(key / 50)).padStart(3, '0')}`;
        entries[section] ??= {};
        (entries[section] as Record<string, string>)[`key${key}`] =
          `${language} text ${group}.${key} with {{name}}`;
      }
      files[`locales/${language}/group${group}.json`] = strToU8(JSON.stringify(entries, null, 2));
    }
  }
  return zipSync(files, { level: 6 });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
// BENCH_PORT lets a run share the machine with the Lighthouse bench, which also takes 3293.
const server = await startVerbaServer(
  Number(process.env.BENCH_PORT ?? 3293),
  process.env.BENCH_NODE_ARGS === undefined
    ? serveNodeArgs()
    : process.env.BENCH_NODE_ARGS.split(' ').filter(Boolean),
);
try {
  const cookie = await signedInCookie(server);
  await graphql(server.url, cookie, 'mutation { changePlan(planId: "business") { since } }');
  const created = await graphql(
    server.url,
    cookie,
    'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
    { input: { name: 'Bench import', baseLanguage: 'en' } },
  );
  const projectId = (created.data as { createProject: { id: string } }).createProject.id;
  const zip = generatedZip();
  resetPeak(server.pid);
  const before = memory(server.pid);

  let started = performance.now();
  const upload = await fetch(`${server.url}/api/projects/${projectId}/imports`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', cookie },
    body: Buffer.from(zip),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  const previewMs = performance.now() - started;
  const afterPreview = memory(server.pid);
  resetPeak(server.pid);

  started = performance.now();
  const cpuBeforeApply = cpuSeconds(server.pid);
  const apply = await fetch(`${server.url}/api/imports/${id}/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ overwrite: true, createGroups: true, addLanguages: true }),
  });
  if (apply.status !== 202) throw new Error(`apply: ${apply.status} ${await apply.text()}`);
  let status = 'applying';
  let progressReads = 0;
  while (status === 'applying') {
    await new Promise((done) => setTimeout(done, 250));
    const answer = (await (
      await fetch(`${server.url}/api/imports/${id}`, { headers: { cookie } })
    ).json()) as {
      status: string;
      error: string | null;
    };
    status = answer.status;
    progressReads += 1;
    if (status === 'failed') throw new Error(`apply failed: ${answer.error}`);
  }
  const applyMs = performance.now() - started;
  const applyCpu = cpuSeconds(server.pid) - cpuBeforeApply;
  const afterApply = memory(server.pid);
  resetPeak(server.pid);

  started = performance.now();
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
