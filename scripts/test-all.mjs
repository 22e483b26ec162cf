// `npm test`: every layer, in two lanes that run side by side (one per core), then e2e alone;
// stops at the first failure and prints how long each stage took, so the time CI spends (aim: 20
// minutes) can be read off one run.
import { spawn } from 'node:child_process';

/**
 * Two lanes, one per core, then the end-to-end suite alone. The pairs were chosen by measurement
 * (2 cores): the visual check holds up beside the server suites, while the story tests, e2e and the
 * spawned-server tests each ran 2–5 times slower beside another browser suite and missed their
 * timeouts. Alone, e2e takes about 6 min and the stories about 7. The bench's guards (byte budgets;
 * the Lighthouse figures beside them decide nothing) run beside the visual check, once the app is
 * built, rather than after e2e, so that e2e is the only stage left at the end.
 */
const LANES = [
  ['lint', 'typecheck', 'test:pure', 'test:package', 'bench:guards', 'test:server', 'test:server:pg'],
  ['build', 'build-storybook', 'test:visual', 'test:stories'],
];
const LAST = ['test:e2e'];
/** What a stage reads that another lane makes: it starts once that stage has passed. */
const NEEDS = { 'bench:guards': 'build' };

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const timings = [];
const running = new Set();
let failed = null;

/** Settles when a stage has run: true if it passed; false if it failed or the run stopped first. */
const outcomes = new Map(
  [...LANES.flat(), ...LAST].map((stage) => {
    let settle;
    const outcome = new Promise((resolve) => {
      settle = resolve;
    });
    return [stage, { outcome, settle }];
  }),
);

async function runStage(stage) {
  const ok = await startStage(stage);
  outcomes.get(stage).settle(ok);
  return ok;
}

function startStage(stage) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so stopping a stage stops its servers and browsers too.
    const child = spawn('pnpm', ['run', stage], { stdio: 'inherit', detached: true });
    running.add(child);
    child.on('exit', (code) => {
      running.delete(child);
      timings.push([stage, Date.now() - started]);
      resolve(code === 0);
    });
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * SIGINT, because Playwright and vitest then stop the servers and browsers they started (on SIGTERM
 * Playwright dies at once and its web server, in a process group of its own, keeps the port).
 * What is still running 20 s later is killed.
 */
function stopAll() {
  for (const child of running) signalGroup(child, 'SIGINT');
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, 20_000).unref();
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function runLane(stages) {
  for (const stage of stages) {
    if (NEEDS[stage] && !(await outcomes.get(NEEDS[stage]).outcome)) return;
    if (failed) return;
    const ok = await runStage(stage);
    if (!ok && !failed) {
      failed = stage;
      for (const { settle } of outcomes.values()) settle(false);
      // The other lane's work no longer decides anything: stop it.
      stopAll();
    }
  }
}

const started = Date.now();
await Promise.all(LANES.map(runLane));
if (!failed) await runLane(LAST);

console.log('\nnpm test, by stage (two lanes at once, then e2e):');
for (const [stage, ms] of timings) console.log(`  ${stage.padEnd(16)} ${minutes(ms).padStart(9)}`);
console.log(`  ${'total'.padEnd(16)} ${minutes(Date.now() - started).padStart(9)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
