import { IMPORT_UPLOAD_BYTES, PROJECT_LANGUAGES_MAX } from '@verba/contract';
import { DomainError } from '../errors.ts';

/** The limits of translation-contract.md for an import, and this server's own. */
export const importLimits = {
  uploadBytes: IMPORT_UPLOAD_BYTES,
  entries: 5000,
  unpackedBytes: 200 * 1024 * 1024,
  previewHours: 24,
  // Issues listed per file in the preview; the rest are counted only.
  issuesPerFile: 200,
  // Issues listed in a whole preview, and the characters of each message and key name they show:
  // thousands of files of placeholder-heavy texts must not build a preview of gigabytes.
  issuesPerImport: 10_000,
  issueMessageChars: 300,
  issueKeyChars: 1000,
  languages: PROJECT_LANGUAGES_MAX,
  // Previews kept open per account; a newer one makes the oldest expire.
  openPreviews: 20,
  // Applies running at once in this process: each holds a database connection for its whole run,
  // and the pool (10) must keep enough for everything else.
  concurrentApplies: 2,
  // Uploads waiting for the one thread that reads them, beside the one it reads.
  queuedUploads: 4,
} as const;

/** A file of the upload that cannot be read; nothing of the upload is written. */
export const invalidFile = (path: string, error: string, details: Record<string, unknown> = {}) =>
  new DomainError('INVALID_FILE', error, { path, ...details });

/** Another import holds what this one needs; the caller tries again later. */
export const importBusy = (error: string, retryAfter: number) =>
  new DomainError('IMPORT_BUSY', error, { retryAfter });
