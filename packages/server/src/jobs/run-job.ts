import type { Database } from '../db/database.ts';
import type { Emit } from '../events/project-event.ts';
import { serverStopping } from './job-registry.ts';
import { announceJob, beat, finishJob, heartbeatMs, type Job, recordProgress } from './job-service.ts';

export interface JobContext {
  db: Database;
  emit: Emit;
  now: () => Date;
}

/** A batch's counts; answers false once the job is no longer RUNNING (cancelled), so the work stops. */
export type Progress = (counts: { done: number; written: number; skipped: number }) => Promise<boolean>;

export interface JobWork {
  /** The job's own part: its batches, each told through `progress`; it stops when `signal` aborts. */
  run: (progress: Progress, signal: AbortSignal) => Promise<void>;
  /** The message a person may read for an expected failure; null: unexpected, logged and rethrown. */
  failureOf?: (error: unknown) => string | null;
  /** The message of an unexpected failure. */
  failed: string;
}

/**
 * The lifecycle every job shares (aids contract's jobs): a heartbeat while it runs, each batch
 * counted and announced as a `job` event, DONE when the work ends, FAILED on an error, and FAILED
 * with "server stopped" when its server stops it; a cancelled job stays CANCELLED.
 */
export async function runJob(context: JobContext, job: Job, signal: AbortSignal, work: JobWork) {
  const { db, emit, now } = context;
  const end = async (state: 'DONE' | 'FAILED', error?: string) => {
    const ended = await finishJob(db, job.id, { state, ...(error ? { error } : {}) }, now());
    if (ended) announceJob(emit, ended);
  };
  const progress: Progress = async (counts) => {
    const progressed = await recordProgress(db, job.id, counts, now());
    if (!progressed) return false;
    announceJob(emit, progressed);
    return true;
  };
  const timer = setInterval(() => void beat(db, job.id, now()).catch(() => {}), heartbeatMs);
  try {
    await work.run(progress, signal);
    if (!signal.aborted) await end('DONE');
  } catch (error) {
    if (signal.aborted) return;
    const message = work.failureOf?.(error) ?? null;
    await end('FAILED', message ?? work.failed);
    if (message === null) throw error;
  } finally {
    clearInterval(timer);
    if (signal.aborted && signal.reason === serverStopping) {
      await finishJob(db, job.id, { state: 'FAILED', error: 'The server running this job stopped.' }, now());
    }
  }
}
