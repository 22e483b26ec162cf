import { adaptPlaceholders } from '@verba/formats';
import { and, eq } from 'drizzle-orm';
import { authorize, type TranslationKey } from '../access/authorize.ts';
import { memoryReach } from '../access/memory-reach.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { translations } from '../db/schema.ts';
import { checkCount, checkTag } from '../workspace/workspace-rules.ts';
import { lookUpMemory, type MemoryRow } from './memory-lookup.ts';

/** MemoryMatch as GraphQL answers it. */
export interface MemoryMatch {
  similarity: number;
  source: string;
  text: string;
  adapted: boolean;
  reviewed: boolean;
  projectName: string | null;
  keyName: string | null;
  updatedAt: string;
}

/** The most matches one `Key.memory` answers (contract: first 1..20). */
export const MEMORY_MATCHES_MAX = 20;

/**
 * A match's translation as the asking key takes it: a plural key gets every form (a singular
 * source's text as its `other`), a singular key a text (a plural source's `other`); each text with
 * its placeholders renamed to the key's where they differ only by name. Null when it has none.
 */
export function matchedValue(
  row: MemoryRow,
  plural: boolean,
  ownSource: string,
): { text: string | null; forms: Record<string, string> | null; adapted: boolean } | null {
  const forms = row.forms ?? (row.text === null ? {} : { other: row.text });
  let adapted = false;
  const adapt = (text: string) => {
    const result = adaptPlaceholders(row.source, text, ownSource);
    adapted ||= result.adapted;
    return result.text;
  };
  if (plural) {
    const adaptedForms = Object.fromEntries(
      Object.entries(forms).map(([category, form]) => [category, adapt(form)]),
    );
    return { text: null, forms: adaptedForms, adapted };
  }
  if (forms.other === undefined) return null;
  return { text: adapt(forms.other), forms: null, adapted };
}

/** A match as `Key.memory` answers it: a plural key's forms as one JSON text. */
function matchOf(row: MemoryRow, plural: boolean, ownSource: string): MemoryMatch | null {
  const value = matchedValue(row, plural, ownSource);
  if (value === null) return null;
  return {
    similarity: row.similarity,
    source: row.source,
    text: plural ? JSON.stringify(value.forms) : (value.text as string),
    adapted: value.adapted,
    reviewed: row.reviewed,
    projectName: row.projectName,
    keyName: row.keyName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `Key.memory`: what was translated before for this key's base text, in `language`, from what the
 * principal may read (access/memory-reach.ts). An EMPTY base, or the base language, has no memory.
 */
export async function memoryOfKey(
  db: Database,
  principal: Principal,
  key: TranslationKey,
  language: string,
  first: number,
): Promise<MemoryMatch[]> {
  const asked = checkTag(language, 'language');
  const count = checkCount(first, MEMORY_MATCHES_MAX, 'first');
  return db.transaction(async (tx) => {
    const access = await authorize(tx, principal, key.projectId, 'read');
    const sourceLanguage = access.project.baseLanguage;
    if (asked === sourceLanguage) return [];
    const [base] = await tx
      .select({ text: translations.text, forms: translations.forms })
      .from(translations)
      .where(and(eq(translations.keyId, key.id), eq(translations.language, sourceLanguage)));
    const source = (key.plural ? base?.forms?.other : base?.text) || null;
    if (source === null) return [];
    const rows = await lookUpMemory(tx, memoryReach(principal, access), {
      keyId: key.id,
      source,
      sourceLanguage,
      language: asked,
      first: count,
    });
    return rows.flatMap((row) => matchOf(row, key.plural, source) ?? []);
  });
}
