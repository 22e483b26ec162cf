import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { machineCache } from '../db/schema.ts';
import type { ProviderName } from './provider.ts';

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export interface CacheScope {
  provider: ProviderName;
  from: string;
  to: string;
}

/** The provider's raw answers already known for these base texts, by text. */
export async function cachedAnswers(
  db: Database,
  scope: CacheScope,
  sources: string[],
): Promise<Map<string, string>> {
  if (sources.length === 0) return new Map();
  const byHash = new Map(sources.map((source) => [hashOf(source), source]));
  const rows = await db
    .select({ sourceHash: machineCache.sourceHash, answer: machineCache.answer })
    .from(machineCache)
    .where(
      and(
        eq(machineCache.provider, scope.provider),
        eq(machineCache.sourceLanguage, scope.from),
        eq(machineCache.targetLanguage, scope.to),
        inArray(machineCache.sourceHash, [...byHash.keys()]),
      ),
    );
  return new Map(rows.map((row) => [byHash.get(row.sourceHash) ?? '', row.answer]));
}

/** Keeps the provider's raw answers; a text answered twice at once keeps the first. */
export async function rememberAnswers(
  db: Database,
  scope: CacheScope,
  answers: { source: string; answer: string }[],
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(machineCache)
    .values(
      answers.map(({ source, answer }) => ({
        provider: scope.provider,
        sourceLanguage: scope.from,
        targetLanguage: scope.to,
        sourceHash: hashOf(source),
        answer,
      })),
    )
    .onConflictDoNothing();
}
