// `npm test`: every layer, in two lanes that run side by side (one per core), then the bench alone so
// its figures are not measured beside a browser; stops at the first failure and prints how long each
// stage took, so the time CI spends (aim: under 35 minutes) can be read off one run.
import { spawn } from 'node:child_process';

/**
 * Each lane runs in order; the app's build comes first in its lane because the e2e lane needs it.
 * Two lanes, one per core. A third lane left the machine less idle but pushed timing-sensitive
 * tests (spawned servers, stories) past their timeouts. The e2e suite starts after both server
 * suites, beside the visual check: beside the stories, both browsers' suites ran 2–3 times slower.
 */
const LANES = [
  ['lint', 'typecheck', 'test:pure', 'test:server', 'test:server:pg', 'test:e2e'],
  ['build', 'build-storybook', 'test:stories', 'test:visual', 'test:package'],
];
const LAST = ['bench'];
/** Stages that must wait for a stage of the other lane. */
const NEEDS = { 'test:e2e': 'build' };

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const timings = [];
const running = new Set();
const finished = new Map();
let failed = null;

function runStage(stage) {
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

async function waitFor(stage) {
  while (!finished.has(stage) && !failed) await new Promise((wake) => setTimeout(wake, 500));
}

async function runLane(stages) {
  for (const stage of stages) {
    if (NEEDS[stage]) await waitFor(NEEDS[stage]);
    if (failed) return;
    const ok = await runStage(stage);
    finished.set(stage, ok);
    if (!ok && !failed) {
      failed = stage;
      // The other lane's work no longer decides anything: stop it.
      stopAll();
    }
  }
}

const started = Date.now();
await Promise.all(LANES.map(runLane));
if (!failed) await runLane(LAST);

console.log('\nnpm test, by stage (two lanes at once, then the bench):');
for (const [stage, ms] of timings) console.log(`  ${stage.padEnd(16)} ${minutes(ms).padStart(9)}`);
console.log(`  ${'total'.padEnd(16)} ${minutes(Date.now() - started).padStart(9)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
