import { eq } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import { whenOpen } from '../access/busy-projects.ts';
import { type MemoryReach, memoryReach } from '../access/memory-reach.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { announceJob, type Job } from '../jobs/job-service.ts';
import { runJob } from '../jobs/run-job.ts';
import {
  announceValues,
  checkInput,
  type TranslationInput,
  type ValueChange,
  writeValues,
} from '../workspace/translation-service.ts';
import { type BaseValue, machineSources } from './key-sources.ts';
import { projectMachineGlossary } from './machine-glossary.ts';
import { databaseLedger } from './machine-ledger.ts';
import { valueOfAnswers } from './machine-service.ts';
import type { MachineAnswer } from './machine-translate.ts';
import { translateProtected } from './machine-translate.ts';
import {
  type PretranslateInput,
  type PretranslatePlan,
  planPretranslation,
  usesMemory,
} from './pretranslate-input.ts';
import { memoryValues } from './pretranslate-memory.ts';
import { type EmptyValue, emptyValues } from './pretranslate-values.ts';
import { type MachineProvider, ProviderError } from './provider.ts';

/** Values a batch: the provider's batch size, so one request carries one batch's texts. */
const batchSize = 50;
/** A batch's time with the provider, retries included. */
const batchTimeoutMs = 60_000;

interface RunContext {
  db: Database;
  principal: Principal;
  project: { id: string; baseLanguage: string; accountId: string };
  plan: PretranslatePlan;
  /** What the starter's translation memory may read (access/memory-reach.ts). */
  reach: MemoryReach;
  emit: Emit;
  /** The job registry's clock: the job's times after its start (heartbeats, writes, its end). */
  now: () => Date;
}

/** Writes the batch's values, each checked against the version it read; a value changed meanwhile is skipped. */
async function writeBatch(context: RunContext, inputs: TranslationInput[]): Promise<number> {
  const write = async (batch: TranslationInput[]) => {
    const changes: ValueChange[] = [];
    await context.db.transaction((tx) =>
      writeValues(
        tx,
        context.principal,
        batch.map(checkInput),
        context.now(),
        'value.pretranslated',
        changes,
      ),
    );
    announceValues(context.emit, changes);
  };
  try {
    await write(inputs);
    return inputs.length;
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'VERSION_CONFLICT')) throw error;
  }
  // Someone wrote one of them meanwhile: the rest go one by one, and theirs stay as they are.
  let written = 0;
  for (const input of inputs) {
    try {
      await write([input]);
      written++;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'VERSION_CONFLICT')) throw error;
    }
  }
  return written;
}

/** The value to write for a key, as setTranslations takes it. */
function inputOf(value: EmptyValue, filled: BaseValue, origin: 'MEMORY' | 'MACHINE'): TranslationInput {
  return {
    keyId: value.keyId,
    language: value.language,
    ...(value.plural
      ? { forms: Object.entries(filled.forms ?? {}).map(([category, text]) => ({ category, text })) }
      : { text: filled.text }),
    state: 'TRANSLATED',
    origin,
    expectedVersion: value.version,
  };
}

/** Asks the provider for the values' texts: what came back whole, by key; a damaged answer is absent. */
async function machineValues(
  context: RunContext,
  provider: MachineProvider,
  values: EmptyValue[],
  signal: AbortSignal,
): Promise<Map<string, BaseValue>> {
  const found = new Map<string, BaseValue>();
  const language = values[0]?.language ?? '';
  const parts = values.map((value) => machineSources(value.plural, value.base, language));
  const sources = parts.flatMap((byPart) => [...byPart.values()]);
  if (sources.length === 0) return found;
  const ledger = databaseLedger(
    context.db,
    { provider: provider.name, from: context.project.baseLanguage, to: language },
    context.project.accountId,
    context.now(),
  );
  const answers = await translateProtected(
    provider,
    sources,
    { from: context.project.baseLanguage, to: language },
    AbortSignal.any([signal, AbortSignal.timeout(batchTimeoutMs)]),
    ledger,
    provider.usesGlossary
      ? await projectMachineGlossary(context.db, context.project.id, language)
      : undefined,
  );
  let next = 0;
  values.forEach((value, index) => {
    const byPart = parts[index] as Map<string, string>;
    const answered = new Map([...byPart.keys()].map((part) => [part, answers[next++] as MachineAnswer]));
    if (answered.size === 0 || [...answered.values()].some((answer) => answer.issues.length > 0)) return;
    found.set(value.keyId, valueOfAnswers(value, language, value.base, answered).value);
  });
  return found;
}

/**
 * Fills one batch: from the memory first (if the source asks it), then the rest by machine (if
 * the source asks it), and writes what was found; a damaged answer or a match below the bar is
 * skipped, never written.
 */
async function runBatch(context: RunContext, values: EmptyValue[], signal: AbortSignal) {
  const { plan } = context;
  // Not beside an import writing the project in steps (busy-projects.ts): its batch would be refused.
  await whenOpen(context.project.id);
  const inputs: TranslationInput[] = [];
  let rest = values;
  if (usesMemory(plan.source)) {
    const found = await memoryValues(
      context.db,
      context.reach,
      context.project.baseLanguage,
      values,
      plan.minSimilarity,
    );
    for (const value of values) {
      const filled = found.get(value.keyId);
      if (filled) inputs.push(inputOf(value, filled, 'MEMORY'));
    }
    rest = values.filter((value) => !found.has(value.keyId));
  }
  if (plan.provider && rest.length > 0 && !signal.aborted) {
    const found = await machineValues(context, plan.provider, rest, signal);
    for (const value of rest) {
      const filled = found.get(value.keyId);
      if (filled) inputs.push(inputOf(value, filled, 'MACHINE'));
    }
  }
  // Cancelled while the memory or the provider answered: nothing more is written.
  if (signal.aborted) return { done: 0, written: 0, skipped: 0 };
  const written = inputs.length === 0 ? 0 : await writeBatch(context, inputs);
  return { done: values.length, written, skipped: values.length - written };
}

const failureOf = (error: unknown): string | null => {
  if (error instanceof ProviderError) return error.message;
  if (error instanceof DomainError) return error.message;
  return null;
};

/** Finds the empty values, then fills them a batch at a time (the lifecycle is runJob's). */
function run(context: RunContext, job: Job, signal: AbortSignal): Promise<void> {
  const { db, now, emit } = context;
  return runJob(context, job, signal, {
    failureOf,
    failed: 'The job failed.',
    async run(progress) {
      const work: EmptyValue[][] = [];
      for (const language of context.plan.languages) {
        work.push(await emptyValues(db, context.project, language, context.plan.groupIds));
      }
      const total = work.reduce((sum, values) => sum + values.length, 0);
      const [running] = await db
        .update(jobs)
        .set({ state: 'RUNNING', total, heartbeatAt: now() })
        .where(eq(jobs.id, job.id))
        .returning();
      if (running?.state !== 'RUNNING') return;
      announceJob(emit, running);
      for (const values of work) {
        for (let start = 0; start < values.length; start += batchSize) {
          if (signal.aborted) return;
          const counts = await runBatch(context, values.slice(start, start + batchSize), signal);
          if (!(await progress(counts))) return;
        }
      }
    },
  });
}

/**
 * Mutation.pretranslate: checks the input, records the job QUEUED and starts it in this process;
 * it fills only EMPTY values, as the principal, with origin MEMORY or MACHINE (aids contract).
 * `now` is the start; the running job reads the clock of `registry`, which outlives the request.
 */
export async function startPretranslation(
  db: Database,
  principal: Principal,
  projectId: string,
  input: PretranslateInput,
  now: Date,
  providers: MachineProvider[],
  registry: JobRegistry,
  emit: Emit,
): Promise<Job> {
  const access = await authorize(db, principal, projectId, 'pretranslate');
  const plan = await planPretranslation(db, access, input, providers);
  const [job] = await db
    .insert(jobs)
    .values({
      projectId,
      kind: 'pretranslate',
      createdBy: actorId(principal),
      startedAt: now,
      heartbeatAt: now,
    })
    .returning();
  if (!job) throw new Error('the job was not recorded');
  announceJob(emit, job);
  const context: RunContext = {
    db,
    principal,
    project: access.project,
    plan,
    reach: memoryReach(principal, access),
    emit,
    now: registry.now,
  };
  registry.start(job.id, (signal) => run(context, job, signal));
  return job;
}
