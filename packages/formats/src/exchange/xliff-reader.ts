import type { XliffJs, XliffUnit, XliffValue } from 'xliff/*';
import xliff2js from 'xliff/xliff2js';
import xliff12ToJs from 'xliff/xliff12ToJs';
import { TranslationFileError } from '../file-error.ts';
import { PLURAL_CATEGORIES, type PluralCategory } from '../plural-categories.ts';
import type { ExchangeEntry, ExchangeFile, PluralForms } from './exchange-types.ts';
import { projectOfMarker } from './exchange-types.ts';
import { checkWellFormed } from './xml-check.ts';

/** What a placeholder tag stood for: the text Verba wrote into it, else its id's in the source. */
function placeholderText(attributes: Record<string, unknown>, fromSource: Map<string, string>) {
  const written = attributes['equiv-text'] ?? attributes.disp ?? attributes.equiv;
  if (typeof written === 'string') return written;
  return fromSource.get(String(attributes.id)) ?? '';
}

/** A unit's text with its tags put back as the text they protect; other inline markup keeps its text. */
function plainText(value: XliffValue | undefined, fromSource: Map<string, string>): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((part) => plainText(part, fromSource)).join('');
  const [kind, attributes] = Object.entries(value)[0] ?? [];
  if (!attributes) return '';
  if (kind === 'Span' || kind === 'Standalone') return placeholderText(attributes, fromSource);
  return plainText(attributes.contents as XliffValue | undefined, fromSource);
}

/** The placeholders of a unit's source by tag id, for a target whose tool dropped their attributes. */
function sourcePlaceholders(value: XliffValue | undefined, found = new Map<string, string>()) {
  if (Array.isArray(value)) for (const part of value) sourcePlaceholders(part, found);
  else if (value && typeof value === 'object') {
    const attributes = Object.values(value)[0] ?? {};
    const text = attributes['equiv-text'] ?? attributes.disp;
    if (typeof text === 'string') found.set(String(attributes.id), text);
  }
  return found;
}

function* unitsOf(units: Record<string, XliffUnit>): Generator<[string, XliffUnit]> {
  for (const [id, unit] of Object.entries(units)) {
    if (unit.groupUnits) yield* unitsOf(unit.groupUnits);
    else yield [id, unit];
  }
}

const pluralSuffix = (name: string): [string, PluralCategory] | null => {
  const at = name.lastIndexOf('#');
  const category = name.slice(at + 1) as PluralCategory;
  return at > 0 && PLURAL_CATEGORIES.includes(category) ? [name.slice(0, at), category] : null;
};

/** Joins the units of a plural key's forms (`group/key#one`, `group/key#other`) into one entry. */
function entriesOf(units: { name: string; source: string; target: string }[]): ExchangeEntry[] {
  const entries: ExchangeEntry[] = [];
  const plurals = new Map<string, { source: PluralForms; target: PluralForms }>();
  for (const unit of units) {
    const plural = pluralSuffix(unit.name);
    if (!plural) {
      entries.push({ name: unit.name, plural: false, source: unit.source, target: unit.target });
      continue;
    }
    const [name, category] = plural;
    let forms = plurals.get(name);
    if (!forms) {
      forms = { source: {}, target: {} };
      plurals.set(name, forms);
      entries.push({ name, plural: true, ...forms });
    }
    forms.source[category] = unit.source;
    forms.target[category] = unit.target;
  }
  return entries;
}

/** Reads an XLIFF 1.2 or 2.0 file Verba wrote (and a CAT tool filled). */
export function readXliff(text: string): ExchangeFile {
  const root = checkWellFormed(text);
  if (root.name !== 'xliff') throw new TranslationFileError('This is not an XLIFF file.');
  const found = root.attributes.version;
  if (found !== '1.2' && found !== '2.0') {
    throw new TranslationFileError(
      `XLIFF ${(found ?? '').slice(0, 10)} is not read; export XLIFF 1.2 or 2.0.`,
    );
  }
  let js: XliffJs | undefined;
  try {
    (found === '1.2' ? xliff12ToJs : xliff2js)(text, {}, (error, read) => {
      if (error) throw error;
      js = read;
    });
  } catch (error) {
    throw new TranslationFileError(`This XLIFF file cannot be read: ${(error as Error).message}`);
  }
  if (!js) throw new TranslationFileError('This XLIFF file cannot be read.');
  const files = Object.entries(js.resources);
  const units = files.flatMap(([, fileUnits]) =>
    [...unitsOf(fileUnits)].map(([id, unit]) => {
      const fromSource = sourcePlaceholders(unit.source);
      const attributes = unit.additionalAttributes ?? {};
      return {
        name: attributes.resname ?? attributes.name ?? id,
        source: plainText(unit.source, fromSource),
        target: plainText(unit.target, fromSource),
      };
    }),
  );
  return {
    format: found === '1.2' ? 'xliff12' : 'xliff2',
    projectId: projectOfMarker(files[0]?.[0]),
    targetLanguage: js.targetLanguage ?? null,
    entries: entriesOf(units),
  };
}
