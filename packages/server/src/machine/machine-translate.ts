import { mark, type ProtectionIssue, unmark } from '@verba/formats';
import { glossaryStamp, type MachineGlossary } from './machine-glossary.ts';
import { charactersOf } from './machine-usage.ts';
import type { MachineProvider, TermHint } from './provider.ts';

/** One text's machine translation with its placeholders put back, and what the provider broke. */
export interface MachineAnswer {
  text: string;
  issues: ProtectionIssue[];
}

/** Where answers are remembered and characters paid for; the default remembers nothing and is free. */
export interface MachineLedger {
  /** Raw answers (markers included) already known, by cache key (cacheKeyOf). */
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
 * What an answer is cached under: the base text, and for a provider that follows the glossary the
 * stamp of the glossary's words for it, so an answer made under an older glossary is not served.
 * A text without glossary terms keeps its plain key (answers made before the glossary reached
 * the providers stay valid).
 */
export function cacheKeyOf(source: string, hints: readonly TermHint[]): string {
  const stamp = glossaryStamp(hints);
  return stamp === '' ? source : `${source}\u0000glossary:${stamp}`;
}

/**
 * Translates base texts through one provider, by the placeholder guarantee: each is marked so no
 * placeholder or tag reaches the provider, sent in batches of its size (texts already answered
 * cost nothing; the rest are paid for before the first request), and every answer, fresh or
 * cached, is unmarked and checked against its source. A provider that follows the glossary gets
 * it with the terms found in each batch's texts.
 */
export async function translateProtected(
  provider: MachineProvider,
  sources: string[],
  languages: { from: string; to: string },
  signal: AbortSignal,
  ledger: MachineLedger = freeLedger,
  glossary?: MachineGlossary,
): Promise<MachineAnswer[]> {
  const unique = [...new Set(sources)];
  const used = provider.usesGlossary ? glossary : undefined;
  const hints = new Map(unique.map((source) => [source, used?.hintsIn(source) ?? []]));
  const keys = new Map(unique.map((source) => [source, cacheKeyOf(source, hints.get(source) ?? [])]));
  const cached = await ledger.cached([...keys.values()]);
  const answers = new Map<string, string>();
  for (const [source, key] of keys) {
    const answer = cached.get(key);
    if (answer !== undefined) answers.set(source, answer);
  }
  const missing = unique.filter((source) => !answers.has(source));
  const refund = await ledger.charge(charactersOf(missing));
  let sent = 0;
  try {
    for (; sent < missing.length; sent += provider.batchSize) {
      const batch = missing.slice(sent, sent + provider.batchSize);
      const marked = batch.map((source) => mark(source, provider.markerStyle).text);
      const request = { texts: marked, ...languages, signal };
      const texts = await provider.translate(
        used ? { ...request, glossary: requestGlossary(used, batch, hints) } : request,
      );
      const fresh = batch.map((source, index) => ({ source, answer: texts[index] ?? '' }));
      await ledger.remember(
        fresh.map(({ source, answer }) => ({ source: keys.get(source) ?? source, answer })),
      );
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

/** The glossary for one batch: the whole of it, and the terms its texts hold, each once. */
function requestGlossary(glossary: MachineGlossary, batch: string[], hints: Map<string, TermHint[]>) {
  const found = [...new Set(batch.flatMap((source) => hints.get(source) ?? []))];
  return { owner: glossary.owner, hints: glossary.hints, found };
}
