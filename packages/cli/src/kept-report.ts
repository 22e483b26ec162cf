import type { Output } from './output.ts';
import type { PulledFile } from './pull-plan.ts';

/** One line per file that keeps local keys the export does not hold; their names with `verbose`. */
export function printKept(output: Output, files: readonly PulledFile[], verbose: boolean): void {
  for (const file of files) {
    if (file.kept.length === 0) continue;
    const count = `${file.kept.length} local ${file.kept.length === 1 ? 'key' : 'keys'}`;
    const names = verbose ? file.kept.map((name) => `\n  = ${JSON.stringify(name)}`).join('') : '';
    output.info(
      `${file.path}: kept ${count} Verba does not hold${verbose ? '' : ' (--verbose names them)'}${names}`,
    );
  }
}
