import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../../../', import.meta.url));

export const PUBLISHED_PACKAGES = ['api-client', 'ui'] as const;
export type PublishedPackage = (typeof PUBLISHED_PACKAGES)[number];

/**
 * `pnpm pack` of each published package (already built) into `destination`, as a registry would
 * get it: publishConfig applied, workspace: and catalog: ranges replaced. Returns the tarball paths.
 */
export function packPackages(destination: string): Record<PublishedPackage, string> {
  const entries = PUBLISHED_PACKAGES.map((name) => {
    const output = execFileSync('pnpm', ['pack', '--pack-destination', destination, '--json'], {
      cwd: `${packagesDir}${name}`,
      encoding: 'utf8',
    });
    return [name, (JSON.parse(output) as { filename: string }).filename] as const;
  });
  return Object.fromEntries(entries) as Record<PublishedPackage, string>;
}
