import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const cliDir = fileURLToPath(new URL('../../../cli/', import.meta.url));

/** Builds the bin as `pnpm --filter @verba/cli build` does, so a fresh clone's test runs the real thing. */
export function buildCli(): void {
  const tsupPackage = createRequire(join(cliDir, 'package.json')).resolve('tsup/package.json');
  const { bin } = JSON.parse(readFileSync(tsupPackage, 'utf8')) as { bin: Record<string, string> };
  execFileSync(process.execPath, [join(dirname(tsupPackage), bin.tsup as string)], {
    cwd: cliDir,
    stdio: 'pipe',
  });
}
