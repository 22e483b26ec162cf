// `npm test`: every layer, in two lanes that run side by side (one per core), then the story tests
// and e2e, each alone; stops at the first failure and prints how long each stage took, so the time
// CI spends (aim: 20 minutes) can be read off one run.
import { spawn } from 'node:child_process';

/**
 * Chosen by measurement on 2 cores (stop 50). Alone: the server suite 4.0 min, the visual check 7.5
 * (mostly waiting, half a core), the story tests 8.6, e2e 6.2. The visual check retakes a picture
 * that differs on a fresh page, so it holds up beside the node stages (8.2 min, the server suite
 * 6.5 beside it). The story tests and e2e wait on the screen in play functions and steps: beside
 * anything else they ran 2–5 times slower and missed their timeouts, so they run alone. (Two story
 * workers took them to 6.3 min, but one run in two then failed sign-in's ValidationErrors, its
 * onSignedIn spy called: one worker it stays.) The bench's guards and the package check go to the
 * shorter lane.
 */
const LANES = [
  ['lint', 'typecheck', 'test:pure', 'test:server', 'test:server:pg'],
  ['build', 'build-storybook', 'test:visual', 'bench:guards', 'test:package'],
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
