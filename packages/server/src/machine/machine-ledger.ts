import type { Database } from '../db/database.ts';
import { type CacheScope, cachedAnswers, rememberAnswers } from './machine-cache.ts';
import type { MachineLedger } from './machine-translate.ts';
import { chargeCharacters } from './machine-usage.ts';

/** The database's cache for this provider and language pair, and the project owner's monthly characters. */
export const databaseLedger = (
  db: Database,
  scope: CacheScope,
  ownerId: string,
  now: Date,
): MachineLedger => ({
  cached: (sources) => cachedAnswers(db, scope, sources),
  remember: (answers) => rememberAnswers(db, scope, answers),
  charge: (characters) => chargeCharacters(db, ownerId, characters, now),
});
