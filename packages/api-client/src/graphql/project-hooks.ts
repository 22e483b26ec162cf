import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { addProjectToViewer, removeProjectFromViewer } from './cache-updates.ts';
import {
  CreateProjectDocument,
  DashboardPageDocument,
  DeleteProjectDocument,
  ProjectPageDocument,
  UpdateProjectDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export const useDashboard = () => useQuery(DashboardPageDocument);

/**
 * Sends the dashboard's query ahead of its page: useDashboard, mounted while it runs, shares the
 * one request (Apollo deduplicates it) and then reads the answer from the cache.
 */
export const preloadDashboard = (client: ApolloClient) => client.query({ query: DashboardPageDocument });

/** null data.project: no such project, or another account's (the server answers both alike). */
export const useProject = (id: string) => useQuery(ProjectPageDocument, { variables: { id } });

export const useCreateProject = () =>
  useResultMutation(CreateProjectDocument, {
    update: (cache, { data }) => {
      if (data) addProjectToViewer(cache, data.createProject.id);
    },
  });

export const useUpdateProject = () => useResultMutation(UpdateProjectDocument);

export const useDeleteProject = () =>
  useResultMutation(DeleteProjectDocument, {
    update: (cache, { data }, { variables }) => {
      if (data?.deleteProject && variables) removeProjectFromViewer(cache, variables.id);
    },
  });
