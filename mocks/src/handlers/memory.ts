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

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const known = (tag: string) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag);

/** A small TMX reader for stories (the server's is a strict XML parser): tu, tuv and seg. */
function readTmx(body: string): { segments: Segment[]; skipped: number; issues: Issue[] } {
  if (
    !/<\/tmx>\s*$/.test(body) ||
    (body.match(/<tu[\s>]/g) ?? []).length !== (body.match(/<\/tu>/g) ?? []).length
  )
    return {
      segments: [],
      skipped: 0,
      issues: [{ key: null, code: 'BAD_XML', message: 'This is not well-formed XML: unclosed tag.' }],
    };
  const header = attribute(/<header[^>]*>/.exec(body)?.[0] ?? '', 'srclang');
  const segments: Segment[] = [];
  const issues: Issue[] = [];
  let skipped = 0;
  for (const [, open = '', inner = ''] of body.matchAll(/<tu(\s[^>]*)?>([\s\S]*?)<\/tu>/g)) {
    const variants = [...inner.matchAll(/<tuv[^>]*xml:lang="([^"]*)"[^>]*>\s*<seg>([\s\S]*?)<\/seg>/g)].map(
      ([, lang = '', text = '']) => ({ lang, text }),
    );
    const label = attribute(open, 'tuid') ?? variants[0]?.text ?? '';
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
    const sourceLanguage = attribute(open, 'srclang') ?? header;
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
