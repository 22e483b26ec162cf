import { mark, type ProtectionIssue, unmark } from '@verba/formats';
import type { MachineProvider } from './provider.ts';

/** One text's machine translation with its placeholders put back, and what the provider broke. */
export interface MachineAnswer {
  text: string;
  issues: ProtectionIssue[];
}

/**
 * Translates base texts through one provider: each is marked so no placeholder or tag reaches
 * it, sent in batches of the provider's size, and unmarked and checked against its source.
 */
export async function translateProtected(
  provider: MachineProvider,
  sources: string[],
  languages: { from: string; to: string },
  signal: AbortSignal,
): Promise<MachineAnswer[]> {
  const marked = sources.map((source) => mark(source, provider.markerStyle));
  const answers: MachineAnswer[] = [];
  for (let start = 0; start < marked.length; start += provider.batchSize) {
    const batch = marked.slice(start, start + provider.batchSize);
    const texts = await provider.translate({ texts: batch.map((one) => one.text), ...languages, signal });
    batch.forEach((one, index) => {
      answers.push(unmark(texts[index] ?? '', one, sources[start + index] ?? ''));
    });
  }
  return answers;
}
