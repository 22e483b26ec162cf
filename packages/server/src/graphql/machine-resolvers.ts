import type { TranslationKey } from '../access/authorize.ts';
import type { Account } from '../auth/session-service.ts';
import { DomainError } from '../errors.ts';
import { cancelJob, type Job, readJob } from '../jobs/job-service.ts';
import { type MachineSuggestion, machineSuggestions } from '../machine/machine-service.ts';
import { machineCharactersUsed, planOfAccount } from '../machine/machine-usage.ts';
import type { PretranslateInput } from '../machine/pretranslate-input.ts';
import { startPretranslation } from '../machine/pretranslate-job.ts';
import type { Project } from '../projects/project-service.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

// The aids contract's machine translation; a Project or Key reaches here only through its member's project.
export const machineResolvers = {
  Project: {
    machineProviders: (_: Project, __: unknown, context: GraphqlContext) => {
      signedIn(context);
      return context.machineProviders.map((provider) => provider.name);
    },
  },
  Key: {
    machine: (key: TranslationKey, { language }: Args<{ language: string }>, context: GraphqlContext) =>
      machineSuggestions(
        context.db,
        principal(context),
        key,
        language,
        context.now(),
        context.machineProviders,
        context.machineTimeoutMs,
      ),
  },
  MachineSuggestion: {
    // The limit is the answer's error too (aids contract): at this path, beside the other suggestions.
    text: (suggestion: MachineSuggestion) => {
      if (suggestion.limitReached) throw new DomainError('PLAN_LIMIT_REACHED', suggestion.error ?? '');
      return suggestion.text;
    },
  },
  Query: {
    job: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      readJob(context.db, principal(context), id, context.jobs, context.now(), context.emit),
  },
  Mutation: {
    pretranslate: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: PretranslateInput }>,
      context: GraphqlContext,
    ) =>
      startPretranslation(
        context.db,
        principal(context),
        projectId,
        input,
        context.now(),
        context.machineProviders,
        context.jobs,
        context.emit,
      ),
    cancelJob: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      cancelJob(context.db, principal(context), id, context.jobs, context.now(), context.emit),
  },
  Job: {
    startedAt: (job: Job) => job.startedAt.toISOString(),
    finishedAt: (job: Job) => job.finishedAt?.toISOString() ?? null,
  },
  Viewer: {
    machineCharacters: async (account: Account, _: unknown, context: GraphqlContext) => {
      const [used, plan] = await Promise.all([
        machineCharactersUsed(context.db, account.id, context.now()),
        planOfAccount(context.db, account.id),
      ]);
      return { used, limit: plan.machineCharacterLimit };
    },
  },
};
