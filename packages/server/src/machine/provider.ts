import type { MarkerStyle } from '@verba/formats';

export type ProviderName = 'deepl' | 'libretranslate' | 'openai';

/** The order providers are listed and tried in (the first is pre-translation's default). */
export const PROVIDER_NAMES: readonly ProviderName[] = ['deepl', 'libretranslate', 'openai'];

/** What a provider is told about one glossary term for the target language. */
export interface TermHint {
  term: string;
  /** The translation to use: the term itself for a "do not translate" term; null when there is none. */
  translation: string | null;
  /** A "do not translate" term: kept verbatim. */
  keep: boolean;
  /** Variants the glossary forbids in the target language. */
  forbidden: string[];
}

/** The project's glossary for one request's language pair. */
export interface RequestGlossary {
  /** The project it belongs to: a provider keeping a copy of it (a DeepL glossary) keeps one per project. */
  owner: string;
  /** Every term with something to say for this pair, in a stable order. */
  hints: TermHint[];
  /** Those found in this request's base texts: instructions carry only these. */
  found: TermHint[];
}

export interface TranslateRequest {
  /** Texts already marked in this provider's marker style, at most `batchSize` of them. */
  texts: string[];
  /** BCP 47 tags as the project spells them (`en`, `pt-BR`). */
  from: string;
  to: string;
  /** Aborts the whole call, retries included (the caller's deadline). */
  signal: AbortSignal;
  /** The project's glossary, for a provider that takes one (`usesGlossary`). */
  glossary?: RequestGlossary;
}

/** One machine translation service. Every adapter answers one text per text asked, in order. */
export interface MachineProvider {
  name: ProviderName;
  markerStyle: MarkerStyle;
  /** Texts per request (DeepL takes 50). */
  batchSize: number;
  /** Whether its answers follow the glossary (so the cache tells glossaries apart); LibreTranslate has none. */
  usesGlossary: boolean;
  translate(request: TranslateRequest): Promise<string[]>;
}

/** A provider's refusal or a broken answer, with a message fit for a person (never a stack). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** A path under an operator's base URL, whether or not it ends in a slash. */
export const endpoint = (base: string, path: string) =>
  (base.endsWith('/') ? base.slice(0, -1) : base) + path;
