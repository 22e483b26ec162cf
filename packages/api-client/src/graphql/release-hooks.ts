import type { Reference } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  CreateDistributionDocument,
  DeleteDistributionDocument,
  ProjectDistributionsDocument,
  PublishReleaseDocument,
  UpdateDistributionDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

/** MANAGER and OWNER: the server refuses the others, so screens ask only for them. */
export const useProjectDistributions = (id: string) =>
  useQuery(ProjectDistributionsDocument, { variables: { id } });

export const useCreateDistribution = () =>
  useResultMutation(CreateDistributionDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data || !variables) return;
      const ref = cache.identify({ __typename: 'Distribution', id: data.createDistribution.id });
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: variables.projectId }),
        fields: {
          distributions: (list: readonly Reference[], { toReference }) => [
            ...list,
            toReference(ref as string) as Reference,
          ],
        },
      });
    },
  });

/** The answer carries the distribution's id, so Apollo updates it in place. */
export const useUpdateDistribution = () => useResultMutation(UpdateDistributionDocument);

/** A Release has no id of its own: the new one becomes its distribution's `current`. */
export const usePublishRelease = () =>
  useResultMutation(PublishReleaseDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Distribution', id: variables.distributionId }),
        fields: { current: () => data.publishRelease },
      });
    },
  });

export const useDeleteDistribution = (projectId: string) =>
  useResultMutation(DeleteDistributionDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data?.deleteDistribution || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: projectId }),
        fields: {
          distributions: (list: readonly Reference[], { readField }) =>
            list.filter((item) => readField<string>('id', item) !== variables.id),
        },
      });
    },
  });
