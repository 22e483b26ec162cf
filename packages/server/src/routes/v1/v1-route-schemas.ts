import { z } from 'zod';
import {
  applyBody,
  errorAnswer,
  exchangeQuery,
  exchangeUploadQuery,
  exportQuery,
  importAnswer,
  keysAnswer,
  keysQuery,
  projectAnswer,
  projectParams,
  translationsAnswer,
  translationsPatch,
  uploadQuery,
} from './v1-schemas.ts';

// The route schemas: what each call takes and answers, validated by Fastify and documented in
// /api/openapi.json. Ids stay plain strings in the import and export routes, where an unknown or
// malformed id is NOT_FOUND as before.

const refusals = {
  400: errorAnswer,
  401: errorAnswer,
  403: errorAnswer,
  404: errorAnswer,
  429: errorAnswer,
};
const security: Record<string, string[]>[] = [{ apiKey: [] }, { session: [] }];
const tags = ['v1'];
const idParams = (name: string) => z.object({ [name]: z.string() });

export const v1Schemas = {
  getProject: {
    tags,
    security,
    summary: 'A project, its languages and its groups',
    params: projectParams,
    response: { 200: projectAnswer, ...refusals },
  },
  listKeys: {
    tags,
    security,
    summary: 'A page of keys with their translations',
    params: projectParams,
    querystring: keysQuery,
    response: { 200: keysAnswer, ...refusals },
  },
  patchTranslations: {
    tags,
    security,
    summary: 'Sets values by group, key and language (1 to 1000)',
    params: projectParams,
    body: translationsPatch,
    response: { 200: translationsAnswer, ...refusals },
  },
  exportProject: {
    tags,
    security,
    summary: 'The project’s files as a zip (translation-contract.md, “Export”)',
    params: idParams('projectId'),
    querystring: exportQuery,
  },
  exportExchange: {
    tags,
    security,
    summary: 'One target language as an XLIFF 1.2, XLIFF 2.0 or PO file (aids contract, “Exchange files”)',
    params: idParams('projectId'),
    querystring: exchangeQuery,
  },
  uploadExchange: {
    tags,
    security,
    summary: 'Brings an exchange file back as an import preview',
    description:
      'Body: the XLIFF or PO file as exported, filled by a CAT tool; less than 50 MiB. A unit whose source changed since the export is skipped (SOURCE_CHANGED) unless `force=1`; unknown keys are issues, never created. Apply or discard it through the import routes.',
    params: idParams('projectId'),
    querystring: exchangeUploadQuery,
  },
  upload: {
    tags,
    security,
    summary: 'Uploads a zip, or one JSON file, for an import preview',
    description:
      'Body: application/zip, or application/json with `language` and `group` in the query; up to 50 MiB.',
    params: idParams('projectId'),
    querystring: uploadQuery,
  },
  getImport: {
    tags,
    security,
    summary: 'An import: its preview, progress or result',
    params: idParams('importId'),
  },
  apply: {
    tags,
    security,
    summary: 'Applies an import’s preview',
    params: idParams('importId'),
    body: applyBody,
    response: { 202: importAnswer, ...refusals },
  },
  discard: {
    tags,
    security,
    summary: 'Discards an import’s preview',
    params: idParams('importId'),
    response: { 200: z.object({ success: z.literal(true) }), ...refusals },
  },
};
