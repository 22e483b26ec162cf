// `npm test`: every layer in order, stopping at the first that fails, then how long each took,
// so the time CI spends (aim: under 30 minutes) can be read off one run.
import { spawnSync } from 'node:child_process';

const STAGES = [
  'lint',
  'typecheck',
  'test:unit',
  'test:server:pg',
  'test:stories',
  'build-storybook',
  'test:visual',
  'test:package',
  'build',
  'test:e2e',
  'bench',
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const timings = [];
const started = Date.now();
let failed = null;
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const result = spawnSync('pnpm', ['run', stage], { stdio: 'inherit' });
  timings.push([stage, Date.now() - stageStarted]);
  if (result.status !== 0) {
    failed = stage;
    break;
  }
}

console.log('\nnpm test, by stage:');
for (const [stage, ms] of timings) console.log(`  ${stage.padEnd(16)} ${minutes(ms).padStart(9)}`);
console.log(`  ${'total'.padEnd(16)} ${minutes(Date.now() - started).padStart(9)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
