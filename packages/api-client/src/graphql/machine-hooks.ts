import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
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
 * A job as it runs: read every `pollMs` while it is unfinished (as an import's progress is), and
 * no more once it is DONE, FAILED or CANCELLED. Null id: nothing to follow.
 */
export function useJobProgress(id: string | null, pollMs = 500) {
  const query = useQuery(PretranslateJobDocument, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const job = query.data?.job ?? null;
  const { startPolling, stopPolling } = query;
  const finished = job !== null && isJobFinished(job);
  useEffect(() => {
    if (id === null || finished) {
      stopPolling();
      return;
    }
    startPolling(pollMs);
    return () => stopPolling();
  }, [id, finished, pollMs, startPolling, stopPolling]);
  return { query, job };
}

/** The answer carries the job's id, so Apollo updates the followed job in place. */
export const useCancelJob = () => useResultMutation(CancelJobDocument);
