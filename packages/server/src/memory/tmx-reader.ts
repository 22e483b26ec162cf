import { tagOfSpelling } from '@verba/formats';
import { SaxesParser } from 'saxes';

/** One source–target pair of a TMX file. */
export interface TmxSegment {
  sourceLanguage: string;
  source: string;
  targetLanguage: string;
  target: string;
}

/** As an import preview's issues: `key` is the tu's id, or its source text. */
export interface TmxIssue {
  key: string | null;
  code: 'BAD_XML' | 'NOT_TMX' | 'UNKNOWN_LANGUAGE' | 'NO_SOURCE';
  message: string;
}

export interface TmxContent {
  segments: TmxSegment[];
  /** The `tu`s left out for an issue. */
  skipped: number;
  issues: TmxIssue[];
}

/** At most this many issues are told; the rest only count as skipped. */
const MAX_ISSUES = 100;
const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

interface Variant {
  lang: string;
  text: string;
}

/**
 * Reads TMX 1.4b with a strict streaming parser (saxes): each `tu`'s variant in the source
 * language (the `tu`'s `srclang`, else the header's) paired with each other variant. A `seg`'s
 * inline markup (`bpt`, `ph`, `hi`…) gives its text content. Bad XML answers no segments at all,
 * so nothing of a broken file is half-read; a `tu` without a source, or with a language that
 * names none, is skipped with its issue.
 */
export function readTmx(xml: string): TmxContent {
  const parser = new SaxesParser({ position: true });
  const segments: TmxSegment[] = [];
  const issues: TmxIssue[] = [];
  let skipped = 0;
  let root: string | null = null;
  let headerSource: string | null = null;
  let tu: { id: string | null; srclang: string | null; variants: Variant[] } | null = null;
  let tuv: { lang: string | null } | null = null;
  let seg: string | null = null;
  let segDepth = 0;
  let failure: string | null = null;

  const issue = (entry: TmxIssue) => {
    if (issues.length < MAX_ISSUES) issues.push(entry);
  };
  const closeTu = () => {
    const current = tu as NonNullable<typeof tu>;
    const declared = current.srclang ?? headerSource;
    const label = () => current.id ?? shortened(current.variants[0]?.text ?? '');
    const unknown = current.variants.find((variant) => tagOfSpelling(variant.lang) === null);
    if (unknown) {
      skipped += 1;
      issue({
        key: label(),
        code: 'UNKNOWN_LANGUAGE',
        message: `“${shortened(unknown.lang)}” names no known language.`,
      });
      return;
    }
    const sourceTag = declared && declared !== '*all*' ? tagOfSpelling(declared) : null;
    const source = current.variants.find(
      (variant) => sourceTag !== null && tagOfSpelling(variant.lang) === sourceTag,
    );
    if (!source || source.text.trim() === '') {
      skipped += 1;
      issue({
        key: label(),
        code: 'NO_SOURCE',
        message: sourceTag
          ? `This tu has no segment in its source language ${sourceTag}.`
          : 'This tu names no source language (srclang), nor does the header.',
      });
      return;
    }
    for (const variant of current.variants) {
      if (variant === source || variant.text.trim() === '') continue;
      segments.push({
        sourceLanguage: sourceTag as string,
        source: source.text,
        targetLanguage: tagOfSpelling(variant.lang) as string,
        target: variant.text,
      });
    }
  };

  parser.on('opentag', (tag) => {
    const attribute = (name: string) => {
      const value = tag.attributes[name];
      return typeof value === 'string' ? value : null;
    };
    if (root === null) root = tag.name;
    if (seg !== null) {
      segDepth += 1;
      return;
    }
    if (tag.name === 'header') headerSource = attribute('srclang');
    else if (tag.name === 'tu') tu = { id: attribute('tuid'), srclang: attribute('srclang'), variants: [] };
    else if (tag.name === 'tuv' && tu) tuv = { lang: attribute('xml:lang') ?? attribute('lang') };
    else if (tag.name === 'seg' && tuv) {
      seg = '';
      segDepth = 0;
    }
  });
  parser.on('text', (text) => {
    if (seg !== null) seg += text;
  });
  parser.on('cdata', (text) => {
    if (seg !== null) seg += text;
  });
  parser.on('closetag', (tag) => {
    if (seg !== null && segDepth > 0) {
      segDepth -= 1;
      return;
    }
    if (tag.name === 'seg' && tuv && tu && seg !== null) {
      tu.variants.push({ lang: tuv.lang ?? '', text: seg });
      seg = null;
    } else if (tag.name === 'tuv') tuv = null;
    else if (tag.name === 'tu' && tu) {
      closeTu();
      tu = null;
    }
  });
  parser.on('error', (error) => {
    failure ??= `${error.message}`;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= (error as Error).message;
  }
  if (failure !== null) {
    return {
      segments: [],
      skipped: 0,
      issues: [{ key: null, code: 'BAD_XML', message: `This is not well-formed XML: ${shortened(failure)}` }],
    };
  }
  if (root !== 'tmx') {
    return {
      segments: [],
      skipped: 0,
      issues: [{ key: null, code: 'NOT_TMX', message: 'This XML is not a TMX file (its root is not tmx).' }],
    };
  }
  return { segments, skipped, issues };
}
