import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packagesDir = fileURLToPath(new URL('../../../', import.meta.url));

/** The packages an app imports (built before packing). */
export const LIBRARIES = ['api-client', 'ui'] as const;
/** Everything published: the CLI's prepack builds its bin as it is packed. */
export const PUBLISHED_PACKAGES = [...LIBRARIES, 'cli'] as const;
export type PublishedPackage = (typeof PUBLISHED_PACKAGES)[number];

/**
 * `pnpm pack` of each named package into `destination`, as a registry would get it:
 * publishConfig applied, workspace: and catalog: ranges replaced. Returns the tarball paths.
 */
export function packPackages<Name extends PublishedPackage>(
  destination: string,
  names: readonly Name[],
): Record<Name, string> {
  const entries = names.map((name) => {
    const output = execFileSync('pnpm', ['pack', '--pack-destination', destination, '--json'], {
      cwd: `${packagesDir}${name}`,
      encoding: 'utf8',
    });
    return [name, (JSON.parse(output) as { filename: string }).filename] as const;
  });
  return Object.fromEntries(entries) as Record<Name, string>;
}
