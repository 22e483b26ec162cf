// `npm test`: every layer, in two lanes that run side by side (one per core), then the story tests
// and e2e, each alone; stops at the first failure and prints how long each stage took, so the time
// CI spends (aim: 20 minutes) can be read off one run.
import { spawn } from 'node:child_process';

/**
 * Chosen by measurement on 2 cores. Alone: the server suite 3.7 min, on PostgreSQL 2.0, the story
 * tests (each story's play, axe check and picture, both themes) 4.9 with three workers (6.1 with
 * one per core, which left a quarter of the CPU idle while plays waited on the screen), e2e 5.6.
 * The two database suites run side by side, each with its lane's light stages. The story tests and
 * e2e wait on the screen in play functions and steps: beside anything else they ran 1.5-5 times
 * slower and missed their timeouts, so they run alone.
 */
const LANES = [
  ['lint', 'typecheck', 'test:pure', 'test:server'],
  ['build', 'build-storybook', 'test:visual', 'test:server:pg', 'bench:guards', 'test:package'],
];
const LAST = ['test:stories', 'test:e2e'];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const timings = [];
const running = new Set();
let failed = null;

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
    if (failed) return;
    const ok = await startStage(stage);
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

console.log('\nnpm test, by stage (two lanes at once, then the stories and e2e, each alone):');
for (const [stage, ms] of timings) console.log(`  ${stage.padEnd(16)} ${minutes(ms).padStart(9)}`);
console.log(`  ${'total'.padEnd(16)} ${minutes(Date.now() - started).padStart(9)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
