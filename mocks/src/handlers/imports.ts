import type { Import, ImportFailureCode } from '@verba/api-client';
import { DEFAULT_FILE_SHAPE } from '@verba/formats';
import { HttpResponse, http } from 'msw';
import { apiError } from './auth.ts';
import { pendingAnswer } from './pending.ts';

/**
 * The preview the mock answers to any upload: two files, one with issues, one written differently
 * from its group, a new group and language.
 */
export function sampleImport(id: string, projectId: string): Import {
  return {
    id,
    projectId,
    status: 'preview',
    files: [
      {
        path: 'locales/en-US/landing.json',
        language: 'en-US',
        group: 'landing',
        keys: 12,
        added: 4,
        changed: 2,
        unchanged: 6,
        issues: [],
        issueCount: 0,
        // Written flat with four spaces, where its group writes nested files with two.
        shape: { ...DEFAULT_FILE_SHAPE, structure: 'FLAT', keySeparator: '', indent: '    ' },
        shapeDiffers: ['structure', 'keySeparator', 'indent'],
      },
      {
        path: 'locales/de-DE/checkout.json',
        language: 'de-DE',
        group: 'checkout',
        keys: 5,
        added: 5,
        changed: 0,
        unchanged: 0,
        issues: [
          { key: 'total', code: 'PLACEHOLDER_MISSING', message: 'Missing from the base text: {{amount}}.' },
          {
            key: 'a.b',
            code: 'KEY_CONFLICT',
            message: '“a.b” collides with the key “a” (nested files cannot hold both).',
          },
        ],
        issueCount: 2,
        shape: { ...DEFAULT_FILE_SHAPE },
        shapeDiffers: [],
      },
    ],
    newGroups: ['checkout'],
    newLanguages: ['it-IT'],
    newKeys: 9,
    languageMatches: [{ code: 'it-IT', language: 'it-IT', action: 'ADD' }],
    keyLimit: { limit: 1000, owned: 120, adding: 9 },
    progress: { done: 0, total: 17 },
    result: null,
    error: null,
    errorCode: null,
    failure: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    expiresAt: '2026-03-02T08:00:00.000Z',
  };
}

/**
 * The preview of an agency's XLIFF file brought back: one group, one unit skipped because its
 * source changed since the export, one naming a key the project does not have.
 */
export function sampleExchangeImport(id: string, projectId: string): Import {
  const sample = sampleImport(id, projectId);
  return {
    ...sample,
    files: [
      {
        path: 'de-DE.xlf',
        language: 'de-DE',
        group: 'checkout',
        keys: 6,
        added: 3,
        changed: 1,
        unchanged: 0,
        issues: [
          {
            key: 'total',
            code: 'SOURCE_CHANGED',
            message: 'The base text changed since the export; the translation is skipped.',
          },
          {
            key: 'checkout/coupon',
            code: 'UNKNOWN_KEY',
            message: 'The project has no such key; it is not created.',
          },
        ],
        issueCount: 2,
        shape: { ...DEFAULT_FILE_SHAPE },
        shapeDiffers: [],
      },
    ],
    newGroups: [],
    newLanguages: [],
    newKeys: 0,
    languageMatches: [],
    keyLimit: { limit: 1000, owned: 120, adding: 0 },
    progress: { done: 0, total: 6 },
  };
}

/**
 * The preview of a glossary CSV (aids contract): one file, glossary.csv in the base language and no
 * group; two terms added, one changed, one line refused.
 */
export function sampleGlossaryImport(id: string, projectId: string): Import {
  const sample = sampleExchangeImport(id, projectId);
  return {
    ...sample,
    files: [
      {
        path: 'glossary.csv',
        language: 'en-US',
        group: '',
        keys: 4,
        added: 2,
        changed: 1,
        unchanged: 0,
        issues: [
          {
            key: 'line 5',
            code: 'INVALID_TERM',
            message: 'Line 5: case_sensitive is “maybe”; use true, false, 1, 0, yes, no or leave it empty.',
          },
        ],
        issueCount: 1,
        shape: { ...DEFAULT_FILE_SHAPE },
        shapeDiffers: [],
      },
    ],
    progress: { done: 0, total: 3 },
  };
}

/**
 * /api/projects/:id/imports (and /exchange, an agency's file) and /api/imports/*: an upload answers the sample preview; an apply
 * reports progress over three status reads, then done.
 */
export function importHandlers() {
  const imports = new Map<string, { current: Import; reads: number }>();
  let next = 0;
  return [
    http.post('/api/projects/:projectId/imports', async ({ params }) => {
      next += 1;
      const current = sampleImport(`import-${next}`, String(params.projectId));
      imports.set(current.id, { current, reads: 0 });
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post('/api/projects/:projectId/exchange', async ({ params }) => {
      next += 1;
      const current = sampleExchangeImport(`import-${next}`, String(params.projectId));
      imports.set(current.id, { current, reads: 0 });
      return HttpResponse.json(current, { status: 201 });
    }),
    http.post('/api/projects/:projectId/glossary', async ({ params }) => {
      next += 1;
      const current = sampleGlossaryImport(`import-${next}`, String(params.projectId));
      imports.set(current.id, { current, reads: 0 });
      return HttpResponse.json(current, { status: 201 });
    }),
    http.get('/api/imports/:id', ({ params }) => {
      const entry = imports.get(String(params.id));
      if (!entry) return apiError(404, 'Import not found.', 'NOT_FOUND');
      if (entry.current.status === 'applying') {
        entry.reads += 1;
        const total = entry.current.progress.total;
        entry.current.progress = { done: Math.min(total, Math.round((entry.reads * total) / 3)), total };
        if (entry.reads >= 3) {
          entry.current.status = 'done';
          entry.current.result = { added: 9, updated: 2, skipped: 6 };
        }
      }
      return HttpResponse.json(entry.current);
    }),
    http.post('/api/imports/:id/apply', ({ params }) => {
      const entry = imports.get(String(params.id));
      if (!entry) return apiError(404, 'Import not found.', 'NOT_FOUND');
      if (entry.current.status !== 'preview')
        return apiError(409, 'This import is applied already.', 'IMPORT_CLOSED');
      entry.current.status = 'applying';
      return HttpResponse.json({ id: entry.current.id, status: 'applying' }, { status: 202 });
    }),
    http.post('/api/imports/:id/discard', ({ params }) => {
      const entry = imports.get(String(params.id));
      if (!entry) return apiError(404, 'Import not found.', 'NOT_FOUND');
      entry.current.status = 'discarded';
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** An upload the server cannot read: INVALID_FILE naming the file and the line. */
export const importInvalidFile = () =>
  http.post('/api/projects/:projectId/imports', () =>
    HttpResponse.json(
      {
        error: 'This is not valid JSON: the error is on line 3.',
        code: 'INVALID_FILE',
        path: 'de/common.json',
        line: 3,
      },
      { status: 400 },
    ),
  );

/** Status reads of an import whose apply ended with the server that ran it (crashed, killed). */
export const importInterrupted = () =>
  http.get('/api/imports/:id', ({ params }) =>
    HttpResponse.json({
      ...sampleImport(String(params.id), 'project-website'),
      status: 'failed',
      error:
        'The server stopped while applying this import, so nothing of it was written. Upload the files again.',
      errorCode: 'IMPORT_INTERRUPTED',
      failure: { code: 'outage' },
    } satisfies Import),
  );

/** Status reads of an apply that failed with a failure of this kind and its generic code (issue 31). */
export const importFailed = (kind: ImportFailureCode) =>
  http.get('/api/imports/:id', ({ params }) =>
    HttpResponse.json({
      ...sampleImport(String(params.id), 'project-website'),
      status: 'failed',
      error: 'The import failed; nothing of it was written.',
      errorCode: failedCodes[kind],
      failure: { code: kind },
    } satisfies Import),
  );

const failedCodes: Record<ImportFailureCode, string> = {
  timeout: 'QUERY_TIMEOUT',
  conflict: 'IMPORT_CONFLICT',
  limit: 'IMPORT_TOO_LARGE',
  outage: 'DATABASE_UNAVAILABLE',
  internal: 'IMPORT_FAILED',
};

/** Status reads of an apply that stays where it is, 6 of 17 values written: a still picture of progress. */
export const importApplyingHeld = () =>
  http.get('/api/imports/:id', ({ params }) =>
    HttpResponse.json({
      ...sampleImport(String(params.id), 'project-website'),
      status: 'applying',
      progress: { done: 6, total: 17 },
    } satisfies Import),
  );

/** An upload over 50 MiB. */
export const importTooLarge = () =>
  http.post('/api/projects/:projectId/imports', () =>
    apiError(413, 'The upload is too large (at most 50 MiB).', 'PAYLOAD_TOO_LARGE'),
  );

/** An upload while another import of the account runs: refused unread, to try again later. */
export const importBusy = () =>
  http.post('/api/projects/:projectId/imports', () =>
    HttpResponse.json(
      {
        error: 'Another import of yours is running. Try again when it has finished.',
        code: 'IMPORT_BUSY',
      },
      { status: 429, headers: { 'Retry-After': '5' } },
    ),
  );

/** An apply past the plan's key limit: refused whole before it starts. */
export const importApplyPastKeyLimit = () =>
  http.post('/api/imports/:id/apply', () =>
    HttpResponse.json(
      {
        error: 'Your Free plan includes 1,000 keys and you have 990. Upgrade to add these 20 keys.',
        code: 'PLAN_LIMIT_REACHED',
        keyLimit: 1000,
        keysOwned: 990,
      },
      { status: 409 },
    ),
  );

/** An upload that never answers, to show the uploading state. */
export const importPending = () => http.post('/api/projects/:projectId/imports', pendingAnswer);
