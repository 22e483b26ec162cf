// `vitest run` with the given arguments; a test file whose worker died from a signal rather than
// an assertion (V8's `jit_page_->allocations_` check under PGlite's WebAssembly, SIGTRAP, about one
// run in twenty: nodejs/node#64500) runs once more in a fresh process, and says so. A second crash
// fails, and an assertion failure or other error never reruns.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reporter = join(import.meta.dirname, 'crash-reporter.mjs');

/** One `vitest run`; its exit code and what the crash reporter saw. */
function vitest(args) {
  const dir = mkdtempSync(join(tmpdir(), 'vitest-crashes-'));
  const reportFile = join(dir, 'report.json');
  try {
    const result = spawnSync('vitest', ['run', ...args, '--reporter=default', `--reporter=${reporter}`], {
      stdio: 'inherit',
      env: { ...process.env, VITEST_CRASH_REPORT: reportFile },
    });
    const report = JSON.parse(readFileSync(reportFile, 'utf8').toString() || '{}');
    return { status: result.status ?? 1, ...report };
  } catch {
    // No report: vitest itself failed to start or was stopped.
    return { status: 1, crashes: [], otherFailures: 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `vitest run <options> <files>`; files empty means every file the options select. Returns the
 * exit code.
 */
export function runVitestRerunningCrashes(options, files = []) {
  const first = vitest([...options, ...files]);
  if (first.status === 0 || first.crashes.length === 0 || first.otherFailures > 0) return first.status;
  const crashedFiles = [...new Set(first.crashes.map((crash) => crash.file))];
  for (const { file, signal } of first.crashes) {
    console.log(
      `\n${file}: its worker died from ${signal}, not a test; running it once more in a fresh process.`,
    );
  }
  const again = vitest([...options, ...crashedFiles]);
  for (const { file, signal } of again.crashes)
    console.error(`${file}: its worker died from ${signal} again.`);
  if (again.status === 0) console.log(`Passed on the second run: ${crashedFiles.join(', ')}.`);
  return again.status;
}

if (import.meta.main) process.exit(runVitestRerunningCrashes(process.argv.slice(2)));
