import { createHash } from 'node:crypto';
import { z } from 'zod';
import { endpoint, ProviderError, type RequestGlossary, type TermHint } from './provider.ts';
import { type HttpPolicy, requestJson } from './provider-http.ts';

// DeepL's v2 glossary endpoints (one language pair a glossary): a project's glossary is copied to
// DeepL once per version and language pair and reused by id; a copy of an older version is deleted.

const pairsAnswer = z.object({
  supported_languages: z.array(z.object({ source_lang: z.string(), target_lang: z.string() })),
});
const glossaryAnswer = z.object({ glossary_id: z.string(), name: z.string() });
const listAnswer = z.object({ glossaries: z.array(glossaryAnswer) });

/** A glossary's language code: the language alone, lower case (an EN glossary serves EN-US and EN-GB). */
const glossaryCode = (tag: string) => (tag.split('-')[0] ?? tag).toLowerCase();

/** DeepL's TSV entries: one `source<TAB>target` a line, unique sources, no tab or line break inside. */
export function tsvEntries(hints: readonly TermHint[]): string {
  const lines = new Map<string, string>();
  for (const hint of hints) {
    const source = hint.term.trim();
    const target = hint.translation?.trim() ?? '';
    if (!source || !target || /[\t\r\n]/.test(source + target) || lines.has(source)) continue;
    lines.set(source, `${source}\t${target}`);
  }
  return [...lines.values()].join('\n');
}

export interface DeeplGlossaries {
  /** The id of the DeepL glossary for this request's glossary and pair; null when the pair or the glossary has none. */
  idFor(glossary: RequestGlossary, from: string, to: string, signal: AbortSignal): Promise<string | null>;
  /** Forgets the copy held for this project and pair (a translation with it failed: it may be gone). */
  forget(owner: string, from: string, to: string): void;
}

export function deeplGlossaries(settings: { url: string; key: string }, policy: HttpPolicy): DeeplGlossaries {
  const headers = { authorization: `DeepL-Auth-Key ${settings.key}` };
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, signal: AbortSignal) =>
    requestJson('DeepL', method, endpoint(settings.url, path), body, headers, signal, policy);
  const parse = <T>(schema: z.ZodType<T>, answer: unknown): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ProviderError('DeepL answered in an unexpected shape.');
    return parsed.data;
  };

  // The pairs DeepL takes glossaries for, asked once (again after a failure).
  let pairs: Promise<Set<string>> | null = null;
  const supported = (from: string, to: string, signal: AbortSignal) => {
    const asked =
      pairs ??
      call('GET', '/v2/glossary-language-pairs', undefined, signal).then(
        (answer) =>
          new Set(
            parse(pairsAnswer, answer).supported_languages.map(
              (pair) => `${glossaryCode(pair.source_lang)}-${glossaryCode(pair.target_lang)}`,
            ),
          ),
      );
    pairs = asked;
    asked.catch(() => {
      if (pairs === asked) pairs = null;
    });
    return asked.then((set) => set.has(`${from}-${to}`));
  };

  // Per project and pair, the glossary copied last: its name (which holds its version) and id.
  const copies = new Map<string, { name: string; id: Promise<string> }>();
  const forget = (id: Promise<string>, signal: AbortSignal) =>
    id.then((known) => call('DELETE', `/v2/glossaries/${known}`, undefined, signal)).catch(() => {});

  async function copy(
    name: string,
    prefix: string,
    from: string,
    to: string,
    entries: string,
    signal: AbortSignal,
  ) {
    // Another process, or this one before a restart, may have copied this version already.
    const { glossaries } = parse(listAnswer, await call('GET', '/v2/glossaries', undefined, signal));
    const ours = glossaries.filter((glossary) => glossary.name.startsWith(prefix));
    const kept = ours.find((glossary) => glossary.name === name);
    await Promise.all(
      ours
        .filter((glossary) => glossary !== kept)
        .map((stale) =>
          call('DELETE', `/v2/glossaries/${stale.glossary_id}`, undefined, signal).catch(() => {}),
        ),
    );
    if (kept) return kept.glossary_id;
    const body = { name, source_lang: from, target_lang: to, entries, entries_format: 'tsv' };
    return parse(glossaryAnswer, await call('POST', '/v2/glossaries', body, signal)).glossary_id;
  }

  return {
    async idFor(glossary, fromTag, toTag, signal) {
      const from = glossaryCode(fromTag);
      const to = glossaryCode(toTag);
      const slot = `${glossary.owner} ${from}-${to}`;
      const entries = tsvEntries(glossary.hints);
      const held = copies.get(slot);
      if (entries === '') {
        // The glossary says nothing for this pair any more: its last copy goes, best effort.
        if (held) {
          copies.delete(slot);
          await forget(held.id, signal);
        }
        return null;
      }
      if (!(await supported(from, to, signal))) return null;
      const version = createHash('sha256').update(entries).digest('hex').slice(0, 16);
      const prefix = `verba ${slot} `;
      const name = `${prefix}${version}`;
      if (held?.name === name) return held.id;
      const id = copy(name, prefix, from, to, entries, signal);
      copies.set(slot, { name, id });
      id.catch(() => {
        if (copies.get(slot)?.id === id) copies.delete(slot);
      });
      return id;
    },
    forget(owner, fromTag, toTag) {
      copies.delete(`${owner} ${glossaryCode(fromTag)}-${glossaryCode(toTag)}`);
    },
  };
}
