import type { MockProject } from '../fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { mockEvents } from './events.ts';
import type { MockKey, MockValue } from './workspace-resolvers.ts';

// Pre-translation of the aids contract, in memory: a job that moves a third of the way every
// JOB_STEP_MS, telling the project's event stream (`job` events) as the server does, and at the end
// fills the EMPTY values from the workspace's memory and machine fixtures.

export type MockJobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

export interface MockJob {
  id: string;
  projectId: string;
  kind: string;
  state: MockJobState;
  done: number;
  total: number;
  written: number;
  skipped: number;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** What it was asked, and the values it will fill (keyId, language). */
  input: MockPretranslateInput;
  fills: PendingFill[];
}

export interface MockPretranslateInput {
  languages: string[];
  groupIds?: string[] | null;
  source: 'MEMORY' | 'MACHINE' | 'MEMORY_THEN_MACHINE';
  minSimilarity?: number | null;
  provider?: string | null;
}

export interface PendingFill {
  keyId: string;
  language: string;
}

/** The time between two steps of a mock job. */
export const JOB_STEP_MS = 150;

/** A job's event on the project's stream, as job-service.ts announces it. */
const announce = (job: MockJob) =>
  mockEvents.send(job.projectId, 'job', { id: job.id, state: job.state, done: job.done, total: job.total });

const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });

export function pretranslateResolvers(
  store: MockStore,
  findProject: (id: string) => MockProject,
  projectKeys: (project: MockProject) => MockKey[],
  storedValueOf: (keyId: string, language: string) => MockValue,
) {
  const ws = store.workspace;
  // Resolvers are made for every request: the jobs live in the store.
  ws.jobs ??= [];
  const jobs = ws.jobs;

  const fill = ({ keyId, language }: PendingFill, input: MockPretranslateInput): boolean => {
    const key = ws.keys.find((candidate) => candidate.id === keyId);
    if (!key) return false;
    const base = storedValueOf(key.id, findProjectOfKey(key).baseLanguage);
    if (input.source !== 'MACHINE') {
      const match = ws.memory?.[`${key.id} ${language}`]?.find(
        (candidate) => candidate.similarity >= (input.minSimilarity ?? 1),
      );
      if (match) return write(key, language, match.text, 'MEMORY');
    }
    if (input.source !== 'MEMORY') {
      const provider = input.provider ?? ws.machineProviders?.[0];
      const suggestion = ws.machine?.[`${key.id} ${language}`]?.find((one) => one.provider === provider);
      if (suggestion) {
        if (suggestion.text === null || suggestion.issues.length > 0) return false;
        return write(key, language, suggestion.text, 'MACHINE');
      }
      if (base.text) return write(key, language, `[${language}] ${base.text}`, 'MACHINE');
    }
    return false;
  };

  const findProjectOfKey = (key: MockKey) =>
    store.projects.find((project) => project.groups.some((group) => group.id === key.groupId)) as MockProject;

  const write = (key: MockKey, language: string, text: string, origin: 'MEMORY' | 'MACHINE') => {
    const current = storedValueOf(key.id, language);
    if (current.state !== 'EMPTY') return false;
    ws.values[`${key.id} ${language}`] = {
      text: key.plural ? null : text,
      forms: key.plural ? (JSON.parse(text) as Record<string, string>) : null,
      state: 'TRANSLATED',
      origin,
      outdated: false,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    };
    return true;
  };

  /** One step of a job: a third of its values, the last step writing them; then the next step. */
  const advance = (job: MockJob) => {
    if (job.state !== 'QUEUED' && job.state !== 'RUNNING') return;
    step(job);
    announce(job);
    if (job.state === 'RUNNING') setTimeout(() => advance(job), JOB_STEP_MS);
  };

  const step = (job: MockJob) => {
    const size = Math.max(1, Math.ceil(job.total / 3));
    job.state = 'RUNNING';
    job.done = Math.min(job.total, job.done + size);
    if (job.done < job.total) return;
    for (const one of job.fills) {
      if (fill(one, job.input)) job.written++;
      else job.skipped++;
    }
    job.state = 'DONE';
    job.finishedAt = new Date().toISOString();
  };

  const findJob = (id: string) => jobs.find((job) => job.id === id) ?? null;

  return {
    projectFields: () => ({ machineProviders: () => ws.machineProviders ?? [] }),
    job: ({ id }: { id: string }) => findJob(id),
    mutations: {
      pretranslate: ({ projectId, input }: { projectId: string; input: MockPretranslateInput }) => {
        const project = findProject(projectId);
        if (input.languages.length === 0) throw badInput('languages', 'Name at least one language.');
        if (input.source !== 'MEMORY' && (ws.machineProviders ?? []).length === 0)
          throw badInput('provider', 'No machine translation provider is configured on this server.');
        const minimum = input.minSimilarity ?? 1;
        if (minimum < 0.5 || minimum > 1)
          throw badInput('minSimilarity', 'minSimilarity is between 0.5 and 1.');
        const fills = projectKeys(project)
          .filter((key) => !input.groupIds || input.groupIds.includes(key.groupId))
          .flatMap((key) => input.languages.map((language) => ({ key, language })))
          .filter(({ key, language }) => storedValueOf(key.id, language).state === 'EMPTY')
          .map(({ key, language }) => ({ keyId: key.id, language }));
        const job: MockJob = {
          id: newId(store, 'job'),
          projectId,
          kind: 'pretranslate',
          state: 'QUEUED',
          done: 0,
          total: fills.length,
          written: 0,
          skipped: 0,
          error: null,
          startedAt: new Date().toISOString(),
          finishedAt: null,
          input,
          fills,
        };
        jobs.push(job);
        setTimeout(() => advance(job), JOB_STEP_MS);
        return job;
      },
      cancelJob: ({ id }: { id: string }) => {
        const job = findJob(id);
        if (!job) throw new CodedError('Job not found.', 'NOT_FOUND');
        if (job.state === 'QUEUED' || job.state === 'RUNNING') {
          job.state = 'CANCELLED';
          job.finishedAt = new Date().toISOString();
          announce(job);
        }
        return job;
      },
    },
  };
}
