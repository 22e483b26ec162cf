import type { ImportIssue } from '@verba/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { DomainError } from '../errors.ts';
import { canonicalTag } from '../workspace/workspace-rules.ts';
import { type CheckedTerm, checkTermInput } from './glossary-input.ts';

// The glossary's CSV (aids contract): columns `term, description, case_sensitive,
// do_not_translate`, then per language its translation (`de`) and `forbidden_de` (`|`-separated).
// Pure: no database, so the import thread reads uploads with it.

export const fixedColumns = ['term', 'description', 'case_sensitive', 'do_not_translate'] as const;

/** What the CSV writes of a term. */
export interface CsvTerm {
  term: string;
  description: string | null;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: readonly { language: string; text: string | null; forbidden: readonly string[] }[];
}

/**
 * The CSV of a glossary: a header, then a line a term; `languages` are the columns' languages in
 * order (the project's targets and any other the terms translate into). RFC 4180, CRLF lines.
 */
export function glossaryCsv(terms: readonly CsvTerm[], languages: readonly string[]): string {
  const header = [...fixedColumns, ...languages.flatMap((language) => [language, `forbidden_${language}`])];
  const lines = terms.map((term) => {
    const byLanguage = new Map(term.translations.map((translation) => [translation.language, translation]));
    return [
      term.term,
      term.description ?? '',
      String(term.caseSensitive),
      String(term.doNotTranslate),
      ...languages.flatMap((language) => {
        const translation = byLanguage.get(language);
        return [translation?.text ?? '', (translation?.forbidden ?? []).join('|')];
      }),
    ];
  });
  return stringify([header, ...lines], { record_delimiter: '\r\n' });
}

/** A CSV the import cannot read at all: the upload is refused with what to fix. */
const invalidCsv = (message: string, details: Record<string, unknown> = {}) =>
  new DomainError('INVALID_FILE', message, { path: 'glossary.csv', ...details });

const booleans = new Map([
  ['', false],
  ['false', false],
  ['0', false],
  ['no', false],
  ['true', true],
  ['1', true],
  ['yes', true],
]);

export interface ReadGlossary {
  terms: CheckedTerm[];
  /** Lines skipped, each with its reason (the term, or `line N`, as the issue's key). */
  issues: ImportIssue[];
  /** Lines that hold a term (skipped ones included). */
  lines: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads an uploaded glossary CSV: a header naming the columns, then a term a line. A file that is
 * not UTF-8, not CSV, or whose header is not the contract's is refused whole (INVALID_FILE); a line
 * with a bad term is an issue and skipped; a term given twice keeps its first line.
 */
export function readGlossaryCsv(body: Uint8Array, baseLanguage: string): ReadGlossary {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw invalidCsv('This file is not UTF-8 text. Save the CSV as UTF-8 and upload it again.');
  }
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      relax_column_count: false,
      skip_empty_lines: true,
      max_record_size: 1 << 20,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw invalidCsv(
        `This file is not valid CSV${line ? ` (line ${line})` : ''}: ${error.message.replace(/^Invalid Record Length: /, '')}`,
        line ? { line } : {},
      );
    }
    throw error;
  }
  const [header, ...lines] = rows;
  if (!header)
    throw invalidCsv('The file is empty: its first line names the columns (term, description, …).');
  const names = header.map((name) => name.trim());
  const columnOf = (name: string) => names.findIndex((column) => column.toLowerCase() === name);
  const termColumn = columnOf('term');
  if (termColumn < 0) {
    throw invalidCsv(
      'The first line must name the columns: term, description, case_sensitive, do_not_translate, then one per language and forbidden_<language>.',
    );
  }
  const languageColumns = new Map<string, { text?: number; forbidden?: number }>();
  for (const [index, name] of names.entries()) {
    if ((fixedColumns as readonly string[]).includes(name.toLowerCase())) continue;
    const forbidden = /^forbidden_/i.test(name);
    const tag = canonicalTag(forbidden ? name.slice('forbidden_'.length) : name);
    if (!tag || name === '') {
      throw invalidCsv(
        `The column “${name.slice(0, 50)}” is neither a column of the glossary nor a language (de, pt-BR) or forbidden_<language>.`,
      );
    }
    if (tag === baseLanguage) {
      throw invalidCsv(`The column “${name}” is the base language's: the term column holds its text.`);
    }
    const columns = languageColumns.get(tag) ?? {};
    if ((forbidden ? columns.forbidden : columns.text) !== undefined) {
      throw invalidCsv(`The column “${name}” is given twice.`);
    }
    languageColumns.set(tag, forbidden ? { ...columns, forbidden: index } : { ...columns, text: index });
  }
  const cell = (row: string[], column: number) => (column < 0 ? '' : (row[column] ?? ''));
  const terms: CheckedTerm[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Set<string>();
  for (const [index, row] of lines.entries()) {
    const line = index + 2;
    const term = cell(row, termColumn).trim();
    const key = term === '' ? `line ${line}` : term;
    const flag = (name: string) => booleans.get(cell(row, columnOf(name)).trim().toLowerCase());
    const caseSensitive = flag('case_sensitive');
    const doNotTranslate = flag('do_not_translate');
    if (caseSensitive === undefined || doNotTranslate === undefined) {
      issues.push({ key, code: 'INVALID_TERM', message: `Line ${line}: a flag is true or false.` });
      continue;
    }
    let checked: CheckedTerm;
    try {
      checked = checkTermInput(
        {
          term,
          description: cell(row, columnOf('description')),
          caseSensitive,
          doNotTranslate,
          translations: [...languageColumns].map(([language, columns]) => ({
            language,
            text: columns.text === undefined ? null : cell(row, columns.text),
            forbidden:
              columns.forbidden === undefined
                ? []
                : cell(row, columns.forbidden)
                    .split('|')
                    .map((variant) => variant.trim())
                    .filter((variant) => variant !== ''),
          })),
        },
        baseLanguage,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      issues.push({ key, code: 'INVALID_TERM', message: `Line ${line}: ${error.message}` });
      continue;
    }
    const folded = checked.term.toLowerCase();
    if (seen.has(folded)) {
      issues.push({
        key,
        code: 'DUPLICATE_TERM',
        message: `Line ${line}: the term is given before; this line is skipped.`,
      });
      continue;
    }
    seen.add(folded);
    terms.push(checked);
  }
  return { terms, issues, lines: lines.length };
}
