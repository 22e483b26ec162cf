// A Vitest reporter for scripts/vitest-rerun-crashes.mjs: writes to VITEST_CRASH_REPORT which test
// files a worker died in from a signal, and whether anything else failed (an assertion, an error).
import { writeFileSync } from 'node:fs';

// Vitest's words when a fork dies under a test file (Node's exit, not a thrown error).
const CRASH = /Worker exited unexpectedly with signal (\w+) .*while running test file (\S+)/;

function crashOf(error) {
  for (let cause = error; cause; cause = cause.cause) {
    const match = CRASH.exec(cause.message ?? '');
    if (match) return { signal: match[1], file: match[2] };
  }
  return null;
}

export default class CrashReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const crashes = [];
    let otherErrors = 0;
    for (const error of unhandledErrors) {
      const crash = crashOf(error);
      if (crash) crashes.push(crash);
      else otherErrors += 1;
    }
    const crashed = new Set(crashes.map((crash) => crash.file));
    const failedElsewhere = testModules.filter(
      (module) => module.state() === 'failed' && !crashed.has(module.moduleId),
    ).length;
    writeFileSync(
      process.env.VITEST_CRASH_REPORT,
      JSON.stringify({ crashes, otherFailures: otherErrors + failedElsewhere }),
    );
  }
}
