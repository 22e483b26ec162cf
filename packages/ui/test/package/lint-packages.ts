import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHED_PACKAGES, packPackages } from '../support/pack.ts';

// publint and attw read the packed tarballs, so they judge what a registry would serve. attw's
// esm-only profile: the packages are ESM only by design, so CommonJS resolution is not checked;
// it cannot resolve CSS, so ./styles.css is left to publint and the consumer test. The CLI is
// packed as it is: its prepack builds the bin, and publint fails when the bin is missing. It has
// no types, which attw reports and accepts.
const dir = await mkdtemp(join(tmpdir(), 'verba-lint-'));
let passed = 0;
let failed = 0;
try {
  for (const [name, tarball] of Object.entries(packPackages(dir, PUBLISHED_PACKAGES))) {
    const checks = [
      ['publint', 'run', tarball, '--strict'],
      ['attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css'],
    ];
    for (const [bin = '', ...args] of checks) {
      const { status } = spawnSync(bin, args, { stdio: 'inherit' });
      if (status === 0) passed += 1;
      else {
        failed += 1;
        console.error(`${bin} failed for @verba/${name}`);
      }
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
console.log(`package lint: ${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
