import type { MarkerStyle } from '@verba/formats';

export type ProviderName = 'deepl' | 'libretranslate' | 'openai';

/** The order providers are listed and tried in (the first is pre-translation's default). */
export const PROVIDER_NAMES: readonly ProviderName[] = ['deepl', 'libretranslate', 'openai'];

export interface TranslateRequest {
  /** Texts already marked in this provider's marker style, at most `batchSize` of them. */
  texts: string[];
  /** BCP 47 tags as the project spells them (`en`, `pt-BR`). */
  from: string;
  to: string;
  /** Aborts the whole call, retries included (the caller's deadline). */
  signal: AbortSignal;
}

/** One machine translation service. Every adapter answers one text per text asked, in order. */
export interface MachineProvider {
  name: ProviderName;
  markerStyle: MarkerStyle;
  /** Texts per request (DeepL takes 50). */
  batchSize: number;
  translate(request: TranslateRequest): Promise<string[]>;
}

/** A provider's refusal or a broken answer, with a message fit for a person (never a stack). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** A path under an operator's base URL, whether or not it ends in a slash. */
export const endpoint = (base: string, path: string) =>
  (base.endsWith('/') ? base.slice(0, -1) : base) + path;
