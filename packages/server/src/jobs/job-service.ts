import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { authorizeVia } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import type { Emit } from '../events/project-event.ts';
import type { JobRegistry } from './job-registry.ts';

export type Job = typeof jobs.$inferSelect;
export type JobState = Job['state'];

/** A running job beats this often; one silent for `deadAfterMs` died with its server. */
export const heartbeatMs = 5000;
const deadAfterMs = 30_000;
const unfinished: JobState[] = ['QUEUED', 'RUNNING'];

/** The stream's `job` event: `{id, state, done, total}` (aids contract). */
export const announceJob = (emit: Emit, job: Job) =>
  emit(job.projectId, 'job', { id: job.id, state: job.state, done: job.done, total: job.total });

/** A job of no living process is FAILED when read: the server that ran it is gone. */
async function buryIfDead(
  db: Database,
  job: Job,
  registry: JobRegistry,
  now: Date,
  emit: Emit,
): Promise<Job> {
  if (!unfinished.includes(job.state) || registry.runs(job.id)) return job;
  const [buried] = await db
    .update(jobs)
    .set({ state: 'FAILED', error: 'The server running this job stopped.', finishedAt: now })
    .where(
      and(
        eq(jobs.id, job.id),
        inArray(jobs.state, unfinished),
        lt(jobs.heartbeatAt, new Date(now.getTime() - deadAfterMs)),
      ),
    )
    .returning();
  if (!buried) return job;
  announceJob(emit, buried);
  return buried;
}

/** Query.job: the job, if the principal may read its project; another's is null, as a missing one. */
export async function readJob(
  db: Database,
  principal: Principal,
  id: string,
  registry: JobRegistry,
  now: Date,
  emit: Emit,
): Promise<Job | null> {
  try {
    const { row } = await authorizeVia(db, principal, 'job', id, 'read');
    return await buryIfDead(db, row, registry, now, emit);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Mutation.cancelJob: an unfinished job stops before its next batch; a finished one answers as it is. */
export async function cancelJob(
  db: Database,
  principal: Principal,
  id: string,
  registry: JobRegistry,
  now: Date,
  emit: Emit,
): Promise<Job> {
  const { row } = await authorizeVia(db, principal, 'job', id, 'pretranslate');
  const current = await buryIfDead(db, row, registry, now, emit);
  if (!unfinished.includes(current.state)) return current;
  const [cancelled] = await db
    .update(jobs)
    .set({ state: 'CANCELLED', finishedAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.state, unfinished)))
    .returning();
  registry.cancel(id);
  if (!cancelled) {
    const [latest] = await db.select().from(jobs).where(eq(jobs.id, id));
    return latest ?? current;
  }
  announceJob(emit, cancelled);
  return cancelled;
}

/** Counts a batch's work and beats; null once the job is no longer RUNNING (cancelled meanwhile). */
export async function recordProgress(
  db: Database,
  id: string,
  counts: { done: number; written: number; skipped: number },
  now: Date,
): Promise<Job | null> {
  const [job] = await db
    .update(jobs)
    .set({
      done: sql`${jobs.done} + ${counts.done}`,
      written: sql`${jobs.written} + ${counts.written}`,
      skipped: sql`${jobs.skipped} + ${counts.skipped}`,
      heartbeatAt: now,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'RUNNING')))
    .returning();
  return job ?? null;
}

/** Ends a job that is still RUNNING (a cancelled one stays CANCELLED). */
export async function finishJob(
  db: Database,
  id: string,
  end: { state: 'DONE' | 'FAILED'; error?: string },
  now: Date,
): Promise<Job | null> {
  const [job] = await db
    .update(jobs)
    .set({ state: end.state, error: end.error ?? null, finishedAt: now, heartbeatAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'RUNNING')))
    .returning();
  return job ?? null;
}

export async function beat(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeatAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.state, unfinished)));
}
