import type { XliffInline, XliffJs, XliffUnit, XliffValue } from 'xliff/*';
import js2xliff from 'xliff/js2xliff';
import jsToXliff12 from 'xliff/jsToXliff12';
import { type ExchangeDocument, type ExchangeState, projectMarker } from './exchange-types.ts';
import { type ExchangeUnit, exchangeUnits } from './exchange-units.ts';
import { tagPlaceholders } from './placeholder-tags.ts';

type Version = '1.2' | '2.0';

/** A text with its placeholders as `<ph>` tags a CAT tool shows and keeps whole. */
function inline(text: string, version: Version): XliffValue {
  const parts = tagPlaceholders(text).map((part): string | XliffInline =>
    typeof part === 'string'
      ? part
      : version === '1.2'
        ? { Span: { id: part.id, 'equiv-text': part.placeholder } }
        : { Standalone: { id: part.id, disp: part.placeholder } },
  );
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

function unitOf(unit: ExchangeUnit, version: Version): XliffUnit {
  const written: XliffUnit = {
    source: inline(unit.source, version),
    additionalAttributes:
      version === '1.2'
        ? { resname: unit.name, ...(unit.key.state === 'REVIEWED' ? { approved: 'yes' } : {}) }
        : { name: unit.name },
  };
  if (unit.target !== null) written.target = inline(unit.target, version);
  if (unit.note !== null) written.note = unit.note;
  return written;
}

const states12: Record<ExchangeState, string | null> = {
  EMPTY: null,
  TRANSLATED: 'translated',
  REVIEWED: 'signed-off',
};
const states20: Record<ExchangeState, string> = {
  EMPTY: 'initial',
  TRANSLATED: 'translated',
  REVIEWED: 'reviewed',
};

/**
 * Gives the n-th `<tag>` of the library's output a `state` (the library writes no state): text is
 * escaped, so every `<tag>` is an element, and the library writes one per unit in unit order.
 */
function withStates(xml: string, tag: string, states: readonly (string | null)[]): string {
  const pieces = xml.split(`<${tag}>`);
  return pieces.reduce((joined, piece, index) => {
    if (index === 0) return piece;
    const state = states[index - 1];
    return `${joined}<${tag}${state ? ` state="${state}"` : ''}>${piece}`;
  });
}

function write(document: ExchangeDocument, version: Version): string {
  const units = exchangeUnits(document.keys, document.targetLanguage);
  const js: XliffJs = {
    sourceLanguage: document.sourceLanguage,
    targetLanguage: document.targetLanguage,
    resources: {
      [projectMarker(document.projectId)]: Object.fromEntries(
        units.map((unit) => [unit.id, unitOf(unit, version)]),
      ),
    },
  };
  let xml = '';
  // No indentation: the library's indenting would put spaces into texts that hold tags.
  (version === '1.2' ? jsToXliff12 : js2xliff)(js, { indent: '' }, (error, written) => {
    if (error) throw error;
    xml = written;
  });
  xml =
    version === '1.2'
      ? withStates(
          xml,
          'target',
          units.filter((unit) => unit.target !== null).map((unit) => states12[unit.key.state]),
        )
      : withStates(
          xml,
          'segment',
          units.map((unit) => (unit.target === null ? null : states20[unit.key.state])),
        );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

/** XLIFF 1.2: a `trans-unit` per key or plural form, `resname` `group/key`, `approved` when reviewed. */
export const writeXliff12 = (document: ExchangeDocument) => write(document, '1.2');

/** XLIFF 2.0: a `unit` per key or plural form, `name` `group/key`, the segment's `state`. */
export const writeXliff2 = (document: ExchangeDocument) => write(document, '2.0');
