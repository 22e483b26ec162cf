// V8 sizes its young generation only when a process starts. Larger semi-spaces trade idle memory for
// throughput (dashboard on PostgreSQL: 614 -> 453 µs of CPU a request at 8 -> 32 MiB), so the size
// follows the deployment: small on the embedded database, where the idle-memory aim holds.
const EMBEDDED_SEMI_SPACE_MIB = 8;
const POSTGRES_SEMI_SPACE_MIB = 32;

export const semiSpaceMiB = (externalDatabase: boolean) =>
  externalDatabase ? POSTGRES_SEMI_SPACE_MIB : EMBEDDED_SEMI_SPACE_MIB;

/** The node flags with their semi-space size set for this deployment. */
export function flagsForDeployment(flags: readonly string[], externalDatabase: boolean): string[] {
  const sized = `--max-semi-space-size=${semiSpaceMiB(externalDatabase)}`;
  const others = flags.filter((flag) => !flag.startsWith('--max-semi-space-size='));
  return [sized, ...others];
}
