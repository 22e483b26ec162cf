import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import {
  CancelJobDocument,
  type JobFieldsFragment,
  KeyMachineDocument,
  type MachineSuggestionFieldsFragment,
  PretranslateDocument,
  type PretranslateInput,
  PretranslateJobDocument,
  PretranslateOptionsDocument,
} from './generated/graphql.ts';
import { type JobEvent, useProjectEvents } from './project-events.ts';
import { useResultMutation } from './result-mutation.ts';

export type MachineSuggestion = MachineSuggestionFieldsFragment;

export interface KeyMachineOptions {
  projectId: string;
  groupId: string;
  keyId: string;
  language: string;
}

/**
 * One machine suggestion per configured provider for one cell (aids contract); an empty list means
 * no provider is configured. Errors keep the data: a plan's limit is an error beside the suggestions.
 */
export function useKeyMachine({ projectId, groupId, keyId, language }: KeyMachineOptions) {
  const query = useQuery(KeyMachineDocument, {
    variables: { projectId, groupId, keyId, language },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  return { query, suggestions: query.data?.group?.key?.machine ?? null };
}

export type Job = JobFieldsFragment;
export type JobState = Job['state'];
export type PretranslateSource = PretranslateInput['source'];
export type { PretranslateInput };

/** A job that will change no more. */
export const isJobFinished = (job: Pick<Job, 'state'>) =>
  job.state === 'DONE' || job.state === 'FAILED' || job.state === 'CANCELLED';

/** The configured providers a project may pre-translate with (empty: none configured). */
export const usePretranslateOptions = (projectId: string) =>
  useQuery(PretranslateOptionsDocument, { variables: { projectId } });

export const usePretranslate = () => useResultMutation(PretranslateDocument);

/**
 * A job as it runs, followed on the project's event stream (its `job` events) rather than by
 * polling: `job(id)` is read once when followed, whenever the stream (re)opens or says `reset`
 * (what it missed), and once at the end for the counts the events do not carry. The stream is
 * open only while the job is unfinished. Null id: nothing to follow.
 */
export function useJobProgress(projectId: string, id: string | null) {
  const client = useApolloClient();
  const query = useQuery(PretranslateJobDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = query.data?.job ?? null;
  const finished = job !== null && isJobFinished(job);
  const { refetch } = query;
  const reread = useCallback(() => {
    if (id !== null) void refetch().catch(() => undefined);
  }, [id, refetch]);
  const onJob = (event: JobEvent) => {
    if (event.id !== id) return;
    if (isJobFinished(event)) return reread();
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Job', id: event.id }),
      fields: { state: () => event.state, done: () => event.done, total: () => event.total },
    });
  };
  const status = useProjectEvents(projectId, { job: onJob, reset: reread }, id !== null && !finished);
  useEffect(() => {
    if (status === 'open') reread();
  }, [status, reread]);
  return { query, job };
}

/** The answer carries the job's id, so Apollo updates the followed job in place. */
export const useCancelJob = () => useResultMutation(CancelJobDocument);
