import { setTimeout as sleep } from 'node:timers/promises';
import type { ApiClient } from './api-client.ts';
import { CliError, EXIT } from './exit-codes.ts';
import type { Output } from './output.ts';
import { type Import, readImport } from './remote.ts';

const POLL_MS = 250;

/** Follows an applying import until it is done, showing its progress; a failure is its one line. */
export async function followApply(api: ApiClient, output: Output, id: string): Promise<Import> {
  let current = await readImport(api, id);
  const bar = output.progress(current.progress.total);
  while (current.status === 'applying') {
    bar.advance(current.progress.done);
    await sleep(POLL_MS);
    current = await readImport(api, id);
  }
  if (current.status !== 'done') {
    bar.stop('Not applied.');
    throw new CliError(
      `The import was not applied: ${current.error ?? current.status}`,
      EXIT.differences,
      current.errorCode ?? undefined,
    );
  }
  const result = current.result ?? { added: 0, updated: 0, skipped: 0 };
  bar.stop(`Applied: ${result.added} added, ${result.updated} updated, ${result.skipped} skipped.`);
  return current;
}
