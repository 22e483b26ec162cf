import { DomainError } from '../errors.ts';

/** The limits of translation-contract.md for an import. */
export const importLimits = {
  uploadBytes: 50 * 1024 * 1024,
  entries: 5000,
  unpackedBytes: 200 * 1024 * 1024,
  previewHours: 24,
  // Issues listed per file in the preview; the rest are counted only.
  issuesPerFile: 200,
} as const;

/** A file of the upload that cannot be read; nothing of the upload is written. */
export const invalidFile = (path: string, error: string, details: Record<string, unknown> = {}) =>
  new DomainError('INVALID_FILE', error, { path, ...details });
