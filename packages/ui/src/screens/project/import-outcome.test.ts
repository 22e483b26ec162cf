import type { Import } from '@verba/api-client';
import { describe, expect, it } from 'vitest';
import { importOutcome } from './import-outcome.ts';

const preview = {
  newLanguages: ['it-IT'],
  languageMatches: [
    { code: 'en_US', language: 'en', action: 'MAP' },
    { code: 'it-IT', language: 'it-IT', action: 'ADD' },
  ],
} as unknown as Import;

describe('importOutcome', () => {
  it('keeps the preview as it is without choices', () => {
    expect(importOutcome(preview, {})).toEqual({ newLanguages: ['it-IT'], skipsFiles: false });
    expect(importOutcome(preview, { en_US: 'MAP', 'it-IT': 'ADD' })).toEqual({
      newLanguages: ['it-IT'],
      skipsFiles: false,
    });
  });

  it('adds a mapped code switched to ADD as its own tag, and drops a skipped new language', () => {
    expect(importOutcome(preview, { en_US: 'ADD', 'it-IT': 'SKIP' })).toEqual({
      newLanguages: ['en-US'],
      skipsFiles: true,
    });
  });

  it('says a skipped mapped code may add fewer keys', () => {
    expect(importOutcome(preview, { en_US: 'SKIP' })).toEqual({ newLanguages: ['it-IT'], skipsFiles: true });
  });
});
