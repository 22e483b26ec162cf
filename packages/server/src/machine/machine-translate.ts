import { mark, type ProtectionIssue, unmark } from '@verba/formats';
import { charactersOf } from './machine-usage.ts';
import type { MachineProvider } from './provider.ts';

/** One text's machine translation with its placeholders put back, and what the provider broke. */
export interface MachineAnswer {
  text: string;
  issues: ProtectionIssue[];
}

/** Where answers are remembered and characters paid for; the default remembers nothing and is free. */
export interface MachineLedger {
  /** Raw answers (markers included) already known, by base text. */
  cached(sources: string[]): Promise<Map<string, string>>;
  remember(answers: { source: string; answer: string }[]): Promise<void>;
  /** Pays for characters about to be sent, or throws (a plan's limit); the answer refunds them. */
  charge(characters: number): Promise<() => Promise<void>>;
}

const freeLedger: MachineLedger = {
  cached: async () => new Map(),
  remember: async () => {},
  charge: async () => async () => {},
};

/**
 * Translates base texts through one provider, by the placeholder guarantee: each is marked so no
 * placeholder or tag reaches the provider, sent in batches of its size (texts already answered
 * cost nothing; the rest are paid for before the first request), and every answer, fresh or
 * cached, is unmarked and checked against its source.
 */
export async function translateProtected(
  provider: MachineProvider,
  sources: string[],
  languages: { from: string; to: string },
  signal: AbortSignal,
  ledger: MachineLedger = freeLedger,
): Promise<MachineAnswer[]> {
  const unique = [...new Set(sources)];
  const answers = await ledger.cached(unique);
  const missing = unique.filter((source) => !answers.has(source));
  const refund = await ledger.charge(charactersOf(missing));
  let sent = 0;
  try {
    for (; sent < missing.length; sent += provider.batchSize) {
      const batch = missing.slice(sent, sent + provider.batchSize);
      const marked = batch.map((source) => mark(source, provider.markerStyle).text);
      const texts = await provider.translate({ texts: marked, ...languages, signal });
      const fresh = batch.map((source, index) => ({ source, answer: texts[index] ?? '' }));
      await ledger.remember(fresh);
      for (const { source, answer } of fresh) answers.set(source, answer);
    }
  } catch (error) {
    // A call that translated nothing is not paid for.
    if (sent === 0) await refund();
    throw error;
  }
  return sources.map((source) =>
    unmark(answers.get(source) ?? '', mark(source, provider.markerStyle), source),
  );
}
