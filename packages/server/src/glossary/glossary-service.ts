import { glossaryLimits } from '@verba/contract';
import { termsIn } from '@verba/formats';
import { and, asc, count, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { authorize, authorizeVia } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { likePattern } from '../db/like-pattern.ts';
import { glossaryTerms, projects, translationKeys, translations } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { Executor } from '../workspace/executor.ts';
import { badInput, checkCount } from '../workspace/workspace-rules.ts';
import { type CheckedTerm, checkTermInput, type GlossaryTermInput } from './glossary-input.ts';
import {
  phrasesOf,
  type Recheck,
  recheckTouched,
  sameForChecks,
  settleRecheck,
} from './glossary-recompute.ts';
import { glossariesOf, type StoredTerm, stampGlossary } from './glossary-store.ts';

/** GlossaryTerm as GraphQL answers it. */
export const termView = (row: StoredTerm) => ({
  id: row.id,
  term: row.term,
  description: row.description,
  caseSensitive: row.caseSensitive,
  doNotTranslate: row.doNotTranslate,
  translations: row.translations,
  version: row.version,
});

export type TermView = ReturnType<typeof termView>;

// Cursors are opaque to clients: base64url of [lower-cased term, id] of the last term of a page.
const encodeCursor = (row: StoredTerm) =>
  Buffer.from(JSON.stringify([row.term.toLowerCase(), row.id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const [term, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof term === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return [term, id];
  } catch {
    // Falls through to the refusal below.
  }
  throw badInput('after', 'This cursor is not one this API gave out.');
}

/**
 * Project.glossary: a page of terms in case-insensitive order of the term, then id; `search` finds
 * terms whose term, description or translations hold it, ignoring case.
 */
export function glossaryPage(
  db: Database,
  principal: Principal,
  projectId: string,
  args: { search?: string | null; first: number; after?: string | null },
) {
  const first = checkCount(args.first, glossaryLimits.pageSize, 'first');
  const after = args.after ? decodeCursor(args.after) : null;
  const search = args.search?.trim() ? args.search.trim() : null;
  if (search !== null && search.length > glossaryLimits.term) {
    throw badInput('search', `A search has at most ${glossaryLimits.term} characters.`);
  }
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'read');
    const filters: SQL[] = [eq(glossaryTerms.projectId, projectId)];
    if (search !== null) {
      const pattern = likePattern(search.toLowerCase());
      filters.push(
        or(
          sql`lower(${glossaryTerms.term}) like ${pattern}`,
          sql`lower(coalesce(${glossaryTerms.description}, '')) like ${pattern}`,
          sql`exists (select 1 from jsonb_array_elements(${glossaryTerms.translations}) as e(t)
            where lower(coalesce(e.t ->> 'text', '')) like ${pattern} or lower((e.t -> 'forbidden')::text) like ${pattern})`,
        ) as SQL,
      );
    }
    const matching = and(...filters);
    const [total] = await tx.select({ value: count() }).from(glossaryTerms).where(matching);
    const rows = await tx
      .select()
      .from(glossaryTerms)
      .where(
        after
          ? and(
              matching,
              sql`(lower(${glossaryTerms.term}), ${glossaryTerms.id}) > (${after[0]}, ${after[1]}::uuid)`,
            )
          : matching,
      )
      .orderBy(sql`lower(${glossaryTerms.term})`, asc(glossaryTerms.id))
      .limit(first + 1);
    const nodes = rows.slice(0, first);
    const last = nodes.at(-1);
    return {
      nodes: nodes.map(termView),
      totalCount: total?.value ?? 0,
      pageInfo: { endCursor: last ? encodeCursor(last) : null, hasNextPage: rows.length > first },
    };
  });
}

/** Refuses a term the project has (ignoring case) with TERM_CONFLICT, naming the other. */
export async function refuseTakenTerm(tx: Executor, projectId: string, term: string, except: string | null) {
  const [taken] = await tx
    .select({ id: glossaryTerms.id, term: glossaryTerms.term })
    .from(glossaryTerms)
    .where(
      and(
        eq(glossaryTerms.projectId, projectId),
        sql`lower(${glossaryTerms.term}) = lower(${term})`,
        except ? ne(glossaryTerms.id, except) : undefined,
      ),
    );
  if (taken) throw termConflict(term, taken);
}

const termConflict = (term: string, taken: { id: string; term: string } | null) =>
  new DomainError('TERM_CONFLICT', `The glossary has “${taken?.term ?? term}” already.`, {
    field: 'term',
    ...(taken ? { conflictsWith: taken } : {}),
  });

/** Refuses terms past the project's 10,000 with PROJECT_LIMIT_REACHED; the caller holds the project's lock. */
export async function reserveTerms(tx: Executor, projectId: string, adding: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(glossaryTerms)
    .where(eq(glossaryTerms.projectId, projectId));
  const limit = glossaryLimits.terms;
  if ((row?.value ?? 0) + adding > limit) {
    throw new DomainError(
      'PROJECT_LIMIT_REACHED',
      `A project's glossary has at most ${limit.toLocaleString('en-US')} terms. Delete some to add others.`,
      { limit },
    );
  }
}

/**
 * Runs a glossary change in one transaction on the locked project, its recheck of TERM_* issues
 * inside when small, else as a job of `jobs` once it commits; `emit` announces what it rechecked.
 */
async function change<T>(
  db: Database,
  principal: Principal,
  term: string,
  now: Date,
  jobs: JobRegistry,
  emit: Emit,
  work: (tx: Executor) => Promise<{ answer: T; recheck: Recheck | null }>,
): Promise<T> {
  let outcome: { answer: T; recheck: Recheck | null };
  try {
    outcome = await db.transaction(work);
  } catch (error) {
    // Two creates of one term at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw termConflict(term.trim(), null);
    throw error;
  }
  if (outcome.recheck) {
    await settleRecheck(db, outcome.recheck, actorId(principal), now, jobs, emit);
  }
  return outcome.answer;
}

const storedFields = (checked: CheckedTerm) => ({
  term: checked.term,
  description: checked.description,
  caseSensitive: checked.caseSensitive,
  doNotTranslate: checked.doNotTranslate,
  translations: checked.translations,
});

/** createGlossaryTerm: MANAGER and OWNER. */
export function createGlossaryTerm(
  db: Database,
  principal: Principal,
  projectId: string,
  input: GlossaryTermInput,
  now: Date,
  jobs: JobRegistry,
  emit: Emit,
): Promise<TermView> {
  return change(db, principal, input.term, now, jobs, emit, async (tx) => {
    const { project } = await authorize(tx, principal, projectId, 'manageProject', { lock: 'update' });
    const checked = checkTermInput(input, project.baseLanguage);
    await reserveTerms(tx, project.id, 1);
    await refuseTakenTerm(tx, project.id, checked.term, null);
    const [row] = await tx
      .insert(glossaryTerms)
      .values({ projectId: project.id, ...storedFields(checked), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no term');
    await stampGlossary(tx, project.id);
    const recheck = await recheckTouched(tx, project.id, phrasesOf([checked]));
    return { answer: termView(row), recheck };
  });
}

/** updateGlossaryTerm: MANAGER and OWNER, against the version the editor read. */
export function updateGlossaryTerm(
  db: Database,
  principal: Principal,
  id: string,
  input: GlossaryTermInput,
  expectedVersion: number,
  now: Date,
  jobs: JobRegistry,
  emit: Emit,
): Promise<TermView> {
  if (!Number.isInteger(expectedVersion) || expectedVersion < 1) {
    throw badInput('expectedVersion', 'expectedVersion is a version number (1 or more).');
  }
  return change(db, principal, input.term, now, jobs, emit, async (tx) => {
    const { project, row } = await authorizeVia(tx, principal, 'glossaryTerm', id, 'manageProject', {
      lock: 'update',
    });
    if (row.version !== expectedVersion) {
      throw new DomainError('VERSION_CONFLICT', 'Someone changed this term meanwhile.', {
        current: termView(row),
      });
    }
    const checked = checkTermInput(input, project.baseLanguage);
    if (checked.term.toLowerCase() !== row.term.toLowerCase()) {
      await refuseTakenTerm(tx, project.id, checked.term, row.id);
    }
    const [updated] = await tx
      .update(glossaryTerms)
      .set({ ...storedFields(checked), version: row.version + 1, updatedAt: now })
      .where(eq(glossaryTerms.id, row.id))
      .returning();
    if (!updated) throw new Error('update returned no term');
    await stampGlossary(tx, project.id);
    const recheck = sameForChecks(row, checked)
      ? null
      : await recheckTouched(tx, project.id, phrasesOf([row, checked]));
    return { answer: termView(updated), recheck };
  });
}

/** deleteGlossaryTerm: MANAGER and OWNER. */
export function deleteGlossaryTerm(
  db: Database,
  principal: Principal,
  id: string,
  now: Date,
  jobs: JobRegistry,
  emit: Emit,
): Promise<boolean> {
  return change(db, principal, '', now, jobs, emit, async (tx) => {
    const { project, row } = await authorizeVia(tx, principal, 'glossaryTerm', id, 'manageProject', {
      lock: 'update',
    });
    await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, row.id));
    await stampGlossary(tx, project.id);
    const recheck = await recheckTouched(tx, project.id, phrasesOf([row]));
    return { answer: true, recheck };
  });
}

/**
 * Key.terms for a page of keys (their projects read by the caller's authorized path): the terms
 * found in each key's base text (every form of a plural key), each once.
 */
export async function termsOfKeys(
  db: Executor,
  keys: readonly { id: string; projectId: string }[],
): Promise<TermView[][]> {
  if (keys.length === 0) return [];
  const projectIds = [...new Set(keys.map((key) => key.projectId))];
  const [glossaries, bases] = await Promise.all([
    glossariesOf(db, projectIds),
    db
      .select({ keyId: translations.keyId, text: translations.text, forms: translations.forms })
      .from(translations)
      .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
      .innerJoin(projects, eq(projects.id, translationKeys.projectId))
      .where(
        and(
          inArray(
            translations.keyId,
            keys.map((key) => key.id),
          ),
          eq(translations.language, projects.baseLanguage),
        ),
      ),
  ]);
  const baseOf = new Map(bases.map((row) => [row.keyId, row]));
  return keys.map((key) => {
    const glossary = glossaries[projectIds.indexOf(key.projectId)];
    const base = baseOf.get(key.id);
    if (!glossary || glossary.size === 0 || !base) return [];
    const texts = [base.text ?? '', ...Object.values(base.forms ?? {})].filter((text) => text !== '');
    return [...new Set(texts.flatMap((text) => termsIn(glossary, text)))].map(termView);
  });
}
