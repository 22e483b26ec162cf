// A Vitest reporter for scripts/vitest-rerun-crashes.mjs: writes to VITEST_CRASH_REPORT which test
// files a worker died in from a signal, and whether anything else failed (an assertion, an error).
import { writeFileSync } from 'node:fs';

// Vitest's words when a fork dies under a test file (Node's exit, not a thrown error), e.g. "Worker
// exited unexpectedly with signal SIGTRAP during started state while running test file /a.test.ts".
const SIGNAL = 'Worker exited unexpectedly with signal ';
const FILE = 'while running test file ';

/** The word after `marker` in `message`, or null. */
function wordAfter(message, marker) {
  const start = message.indexOf(marker);
  if (start === -1) return null;
  return message.slice(start + marker.length).split(/\s/, 1)[0] || null;
}

function crashOf(error) {
  for (let cause = error; cause; cause = cause.cause) {
    const message = cause.message ?? '';
    const signal = wordAfter(message, SIGNAL);
    const file = wordAfter(message, FILE);
    if (signal && file) return { signal, file };
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
