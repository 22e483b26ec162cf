import { LANGUAGE_TAG_MAX, v1Limits } from '@verba/contract';
import { PLURAL_CATEGORIES } from '@verba/formats';
import { z } from 'zod';

// The request and answer schemas of /api/v1 (pipeline contract, "Public REST API"): Fastify
// validates requests with them, and @fastify/swagger writes /api/openapi.json from them.

export const projectParams = z.object({ projectId: z.uuid() });

export const errorAnswer = z
  .object({ error: z.string(), code: z.string(), field: z.string().optional() })
  .meta({ id: 'Error' });

export const projectAnswer = z
  .object({
    id: z.uuid(),
    name: z.string(),
    baseLanguage: z.string(),
    languages: z.array(z.string()).describe('the base first, then the targets in the order added'),
    groups: z.array(z.object({ id: z.uuid(), name: z.string(), keyCount: z.int() })),
  })
  .meta({ id: 'Project' });

const state = z.enum(['EMPTY', 'TRANSLATED', 'REVIEWED']);
const forms = z.partialRecord(z.enum(PLURAL_CATEGORIES), z.string());

const translationAnswer = z.object({
  text: z.string().nullable().optional().describe('singular keys'),
  forms: forms.nullable().optional().describe('plural keys: text by CLDR plural category'),
  state,
  version: z.int(),
});

export const keysQuery = z.object({
  group: z.string().min(1).optional().describe('a group’s name'),
  search: z.string().max(200).optional().describe('in key names and value texts, case-insensitive'),
  first: z.coerce.number().int().min(1).max(v1Limits.keyPageMax).default(v1Limits.keyPageDefault),
  after: z.string().max(2000).optional().describe('the endCursor of the page before'),
});

export const keysAnswer = z
  .object({
    keys: z.array(
      z.object({
        name: z.string(),
        group: z.string(),
        description: z.string().nullable(),
        plural: z.boolean(),
        translations: z.record(z.string(), translationAnswer).describe('by language tag'),
      }),
    ),
    endCursor: z.string().nullable(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: 'KeyPage' });

export const exportQuery = z.object({
  languages: z.string().optional().describe('comma list of language tags; default all'),
  groups: z.string().optional().describe('comma list of group ids; default all'),
  structure: z.enum(['nested', 'flat']).optional().describe('default: each group’s own'),
  states: z.string().optional().describe('comma list of TRANSLATED and REVIEWED; default both'),
});

export const exchangeQuery = z.object({
  language: z.string().describe('the target language'),
  format: z.enum(['xliff12', 'xliff2', 'po']),
  groups: z.string().optional().describe('comma list of group ids; default all'),
  states: z.string().optional().describe('comma list of EMPTY, TRANSLATED and REVIEWED; default EMPTY'),
});

export const exchangeUploadQuery = z.object({
  force: z
    .enum(['1', '0', 'true'])
    .optional()
    .describe('1: write units whose source changed since the export'),
  language: z.string().optional().describe('the target language, for a file that names none'),
});

export const uploadQuery = z.object({
  language: z.string().optional().describe('with a JSON body: the file’s language'),
  group: z.string().optional().describe('with a JSON body: the file’s group'),
});

export const applyBody = z.object({
  overwrite: z.boolean(),
  createGroups: z.boolean(),
  addLanguages: z.boolean(),
  adoptShape: z.boolean().default(false),
  languages: z
    .record(
      z.string().max(100),
      z.object({ action: z.enum(['MAP', 'ADD', 'SKIP']), language: z.string().max(100).optional() }),
    )
    .optional(),
});

/** An import as translation-contract.md answers it; its preview's fields are that contract's. */
export const importAnswer = z
  .looseObject({ id: z.uuid(), status: z.enum(['preview', 'applying', 'done', 'failed', 'discarded']) })
  .meta({ id: 'Import' });

export const translationsPatch = z.object({
  createMissing: z.boolean().optional().describe('create missing groups and keys first'),
  translations: z
    .array(
      z.object({
        group: z.string().min(1).max(200),
        key: z.string().min(1).max(1000),
        language: z.string().min(1).max(LANGUAGE_TAG_MAX),
        text: z.string().nullable().optional().describe('singular keys'),
        forms: forms.nullable().optional().describe('plural keys'),
        state: state.optional(),
      }),
    )
    .min(1)
    .max(v1Limits.patchTranslations),
});

export const translationsAnswer = z
  .object({ created: z.int(), updated: z.int(), unchanged: z.int() })
  .meta({ id: 'TranslationCounts' });
