import { HttpResponse, http } from 'msw';
import { type MockStore, newId } from '../store.ts';
import { apiError } from './auth.ts';
import { CodedError } from './coded-error.ts';

// The account's TMX import of aids-contract.md, in memory: POST /api/memory/uploads keeps the file,
// memoryImportPreview reads it, importMemory uses it up, discardMemoryUpload drops it.

export interface Segment {
  sourceLanguage: string;
  source: string;
  targetLanguage: string;
  target: string;
}

export interface Issue {
  key: string | null;
  code: string;
  message: string;
}

const uploadsOf = new WeakMap<MockStore, Map<string, string>>();
const uploads = (store: MockStore) => {
  let map = uploadsOf.get(store);
  if (!map) {
    map = new Map();
    uploadsOf.set(store, map);
  }
  return map;
};

/** An attribute's value in an element's attribute text, by its exact name. */
function attribute(attributes: string, name: string): string | null {
  const key = ` ${name}="`;
  const start = attributes.indexOf(key);
  if (start < 0) return null;
  const end = attributes.indexOf('"', start + key.length);
  return end < 0 ? null : attributes.slice(start + key.length, end);
}

/** Each `<name …>…</name>` in order, without regular expressions (a mock still meets odd input). */
function elements(body: string, name: string): { attributes: string; inner: string }[] {
  const found: { attributes: string; inner: string }[] = [];
  let at = 0;
  for (;;) {
    const open = body.indexOf(`<${name}`, at);
    if (open < 0) return found;
    const after = body.charAt(open + name.length + 1);
    const tagEnd = body.indexOf('>', open);
    if (tagEnd < 0) return found;
    if (after !== ' ' && after !== '>') {
      at = open + 1;
      continue;
    }
    const close = body.indexOf(`</${name}>`, tagEnd);
    if (close < 0) return found;
    found.push({
      attributes: body.slice(open + name.length + 1, tagEnd),
      inner: body.slice(tagEnd + 1, close),
    });
    at = close + name.length + 3;
  }
}

const occurrences = (body: string, text: string) => body.split(text).length - 1;
const known = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1 && !/[^A-Za-z0-9-]/.test(tag);
  } catch {
    return false;
  }
};

/** A small TMX reader for stories (the server's is a strict XML parser): tu, tuv and seg. */
function readTmx(body: string): { segments: Segment[]; skipped: number; issues: Issue[] } {
  const opened = occurrences(body, '<tu>') + occurrences(body, '<tu ');
  if (!body.trimEnd().endsWith('</tmx>') || opened !== occurrences(body, '</tu>'))
    return {
      segments: [],
      skipped: 0,
      issues: [{ key: null, code: 'BAD_XML', message: 'This is not well-formed XML: unclosed tag.' }],
    };
  const headerAt = body.indexOf('<header ');
  const headerSource =
    headerAt < 0
      ? null
      : attribute(body.slice(headerAt + '<header'.length, body.indexOf('>', headerAt)), 'srclang');
  const segments: Segment[] = [];
  const issues: Issue[] = [];
  let skipped = 0;
  for (const unit of elements(body, 'tu')) {
    const variants = elements(unit.inner, 'tuv').map((variant) => ({
      lang: attribute(variant.attributes, 'xml:lang') ?? '',
      text: elements(variant.inner, 'seg')[0]?.inner ?? '',
    }));
    const label = attribute(unit.attributes, 'tuid') ?? variants[0]?.text ?? '';
    const alien = variants.find((variant) => !known(variant.lang));
    if (alien) {
      skipped += 1;
      issues.push({
        key: label,
        code: 'UNKNOWN_LANGUAGE',
        message: `“${alien.lang}” names no known language.`,
      });
      continue;
    }
    const sourceLanguage = attribute(unit.attributes, 'srclang') ?? headerSource;
    const source = variants.find((variant) => variant.lang === sourceLanguage);
    if (!source || !sourceLanguage) {
      skipped += 1;
      issues.push({
        key: label,
        code: 'NO_SOURCE',
        message: 'This tu has no segment in its source language.',
      });
      continue;
    }
    for (const variant of variants) {
      if (variant !== source)
        segments.push({
          sourceLanguage,
          source: source.text,
          targetLanguage: variant.lang,
          target: variant.text,
        });
    }
  }
  return { segments, skipped, issues };
}

const takeUpload = (store: MockStore, id: string) => {
  if (!store.session) throw new CodedError('You are not signed in.', 'UNAUTHENTICATED');
  const body = uploads(store).get(id);
  if (body === undefined) throw new CodedError('Upload not found.', 'NOT_FOUND');
  return body;
};

export function memoryHandlers(store: MockStore) {
  return [
    http.post('/api/memory/uploads', async ({ request }) => {
      if (!store.session) return apiError(401, 'You are not signed in.', 'UNAUTHENTICATED');
      const id = newId(store, 'memory-upload');
      uploads(store).set(id, await request.text());
      return HttpResponse.json({ id }, { status: 201 });
    }),
  ];
}

export function memoryResolvers(store: MockStore) {
  return {
    memoryImportPreview: ({ uploadId }: { uploadId: string }) => {
      const content = readTmx(takeUpload(store, uploadId));
      return { ...content, segments: content.segments.length, sample: content.segments.slice(0, 20) };
    },
    importMemory: ({ uploadId }: { uploadId: string }) => {
      const content = readTmx(takeUpload(store, uploadId));
      uploads(store).delete(uploadId);
      return { ...content, segments: content.segments.length };
    },
    discardMemoryUpload: ({ uploadId }: { uploadId: string }) => {
      takeUpload(store, uploadId);
      uploads(store).delete(uploadId);
      return true;
    },
  };
}
