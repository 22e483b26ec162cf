import { EXCHANGE_FORMATS, type ExchangeFormat, type ExchangeState } from '@verba/formats/exchange';
import { DomainError } from '../errors.ts';
import { canonicalTag } from '../workspace/workspace-rules.ts';

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });
const list = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.split(',').map((item) => item.trim()) : null;
const states: readonly ExchangeState[] = ['EMPTY', 'TRANSLATED', 'REVIEWED'];

export interface ExchangeQuery {
  language: string;
  format: ExchangeFormat;
  groups: string[] | null;
  states: ExchangeState[];
}

/** `GET …/exchange`'s query: one target language, a format, groups (default all), states (default EMPTY). */
export function exchangeQuery(query: Record<string, unknown>): ExchangeQuery {
  const language =
    typeof query.language === 'string' ? canonicalTag(query.language.replace(/_/g, '-')) : null;
  if (!language) throw invalid('language', 'language names the target language (a BCP 47 tag such as de).');
  if (!(EXCHANGE_FORMATS as readonly unknown[]).includes(query.format)) {
    throw invalid('format', 'format is xliff12, xliff2 or po.');
  }
  const asked = list(query.states) ?? ['EMPTY'];
  if (asked.some((state) => !(states as readonly string[]).includes(state))) {
    throw invalid('states', 'states is a comma list of EMPTY, TRANSLATED and REVIEWED.');
  }
  return {
    language,
    format: query.format as ExchangeFormat,
    groups: list(query.groups),
    states: [...new Set(asked as ExchangeState[])],
  };
}

/** `POST …/exchange`'s query: `force=1` writes units whose source changed; `language` for a file naming none. */
export function exchangeUploadQuery(query: Record<string, unknown>) {
  if (query.force !== undefined && query.force !== '1' && query.force !== '0' && query.force !== 'true') {
    throw invalid('force', 'force is 1 (write units whose source changed) or left out.');
  }
  return {
    force: query.force === '1' || query.force === 'true',
    language:
      typeof query.language === 'string' && query.language.trim() !== '' ? query.language.trim() : null,
  };
}
