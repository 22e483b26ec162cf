import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { announceIssues } from '../checks/announce-issues.ts';
import type { Database } from '../db/database.ts';
import { likePattern } from '../db/like-pattern.ts';
import { jobs, projects, translationKeys, translations } from '../db/schema.ts';
import type { Emit } from '../events/project-event.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { announceJob, type Job } from '../jobs/job-service.ts';
import { type JobContext, runJob } from '../jobs/run-job.ts';
import type { Executor } from '../workspace/executor.ts';
import { type RecheckedValue, recomputeIssues } from '../workspace/translation-issues.ts';

/** Values a glossary change rechecks in its own transaction; beyond, a job does it (aids contract). */
export const inlineRecomputeLimit = 1000;
/** Keys a job's batch rechecks in one transaction. */
const keysPerBatch = 200;

/** What of a term the checks read: a change of anything else (the description) touches no value. */
export interface CheckedFields {
  term: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: readonly { language: string; text: string | null; forbidden: readonly string[] }[];
}

// As a list of tuples: jsonb gives an object's keys back in an order of its own.
const translationsText = (term: CheckedFields) =>
  JSON.stringify(term.translations.map(({ language, text, forbidden }) => [language, text, forbidden]));

export const sameForChecks = (a: CheckedFields, b: CheckedFields) =>
  a.term === b.term &&
  a.caseSensitive === b.caseSensitive &&
  a.doNotTranslate === b.doNotTranslate &&
  translationsText(a) === translationsText(b);

/** The texts whose keys a change of these terms may touch: the terms and their forbidden variants. */
export const phrasesOf = (terms: readonly CheckedFields[]) =>
  terms.flatMap((term) => [term.term, ...term.translations.flatMap((translation) => translation.forbidden)]);

const maxPhrases = 200;

/**
 * The part of a phrase a key's search text (its name and texts, lower-cased) must hold if a value
 * of the key holds the phrase: its longest piece without whitespace (the finder takes any space
 * between words), sigma (the finder folds final sigma, lower() does not) or combining marks
 * (JavaScript lower-cases İ to i and a dot, PostgreSQL to i). Null: none to ask for.
 */
function searchPieceOf(phrase: string): string | null {
  const pieces = phrase.toLowerCase().split(/[\s\p{M}σς]+/u);
  const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length > 0 ? longest : null;
}

/**
 * The keys of the project whose texts may hold one of the phrases (a superset, by the trigram index
 * of search texts): a value of any other key cannot have its TERM_* issues changed by them.
 */
export async function keysTouchedBy(tx: Executor, projectId: string, phrases: readonly string[]) {
  const pieces = [...new Set(phrases.map(searchPieceOf))];
  if (pieces.length === 0) return [];
  // Past a few hundred phrases (an import), one pass over the project's keys is the cheaper ask.
  const matches =
    pieces.includes(null) || pieces.length > maxPhrases
      ? sql`true`
      : sql.join(
          pieces.map((piece) => sql`${translationKeys.searchText} like ${likePattern(piece as string)}`),
          sql` or `,
        );
  const rows = await tx
    .select({ id: translationKeys.id })
    .from(translationKeys)
    .where(and(eq(translationKeys.projectId, projectId), sql`(${matches})`))
    .orderBy(translationKeys.id);
  return rows.map((row) => row.id);
}

async function valueCount(tx: Executor, keyIds: readonly string[]): Promise<number> {
  let total = 0;
  for (let start = 0; start < keyIds.length; start += 1000) {
    const [row] = await tx
      .select({ value: count() })
      .from(translations)
      .where(inArray(translations.keyId, keyIds.slice(start, start + 1000)));
    total += row?.value ?? 0;
  }
  return total;
}

/**
 * What a glossary change's recheck leaves for after its commit: the groups whose values' issues it
 * changed in the transaction (to announce), or the keys too many for it (for a job).
 */
export type Recheck = { projectId: string; groupIds: string[] } | PendingRecheck;

/** A recheck too large for the change's transaction, run as a job once the change commits. */
export interface PendingRecheck {
  projectId: string;
  keyIds: string[];
  values: number;
}

const groupsOf = (values: readonly RecheckedValue[]) => new Set(values.map((value) => value.groupId));

/**
 * Rechecks the values of the keys the phrases touch, in the change's transaction when they are at
 * most 1,000; else answers the work for a job. Null: no value to recheck.
 */
export async function recheckTouched(
  tx: Executor,
  projectId: string,
  phrases: readonly string[],
): Promise<Recheck | null> {
  const keyIds = await keysTouchedBy(tx, projectId, phrases);
  if (keyIds.length === 0) return null;
  const values = await valueCount(tx, keyIds);
  if (values <= inlineRecomputeLimit) {
    const changed: RecheckedValue[] = [];
    for (let start = 0; start < keyIds.length; start += 1000) {
      changed.push(...(await recomputeIssues(tx, { keyIds: keyIds.slice(start, start + 1000) })));
    }
    return { projectId, groupIds: [...groupsOf(changed)] };
  }
  return { projectId, keyIds, values };
}

/**
 * Rechecks a batch of keys a transaction, beside saves; the groups whose issues changed are
 * announced once it stops (one event, not one a value).
 */
function runRecheck(context: JobContext, job: Job, work: PendingRecheck, signal: AbortSignal) {
  const { db, emit } = context;
  return runJob(context, job, signal, {
    failed: 'The recheck failed.',
    async run(progress) {
      const groupIds = new Set<string>();
      try {
        for (let start = 0; start < work.keyIds.length; start += keysPerBatch) {
          if (signal.aborted) return;
          const batch = work.keyIds.slice(start, start + keysPerBatch);
          const done = await db.transaction(async (tx) => {
            // Beside saves (which share this lock), never beside another glossary change (which
            // takes the project's update lock): each batch reads one glossary.
            await tx
              .select({ id: projects.id })
              .from(projects)
              .where(eq(projects.id, work.projectId))
              .for('share');
            for (const groupId of groupsOf(await recomputeIssues(tx, { keyIds: batch }, { lock: true }))) {
              groupIds.add(groupId);
            }
            return valueCount(tx, batch);
          });
          if (!(await progress({ done, written: 0, skipped: 0 }))) return;
        }
      } finally {
        announceIssues(emit, work.projectId, groupIds);
      }
    },
  });
}

/**
 * After a glossary change commits: announces what its transaction rechecked, or starts the job
 * `glossary-checks` that rechecks the TERM_* issues of a large change, a batch of keys a
 * transaction (progress as `job` events and `Query.job`, cancelled by cancelJob).
 */
export async function settleRecheck(
  db: Database,
  recheck: Recheck,
  createdBy: string | null,
  now: Date,
  registry: JobRegistry,
  emit: Emit,
): Promise<Job | null> {
  if (!('keyIds' in recheck)) {
    announceIssues(emit, recheck.projectId, new Set(recheck.groupIds));
    return null;
  }
  const [job] = await db
    .insert(jobs)
    .values({
      projectId: recheck.projectId,
      kind: 'glossary-checks',
      state: 'RUNNING',
      total: recheck.values,
      createdBy,
      startedAt: now,
      heartbeatAt: now,
    })
    .returning();
  if (!job) throw new Error('the job was not recorded');
  announceJob(emit, job);
  registry.start(job.id, (signal) => runRecheck({ db, emit, now: registry.now }, job, recheck, signal));
  return job;
}
