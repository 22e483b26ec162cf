import type { MockDistribution, MockProject } from '../fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { languagesOf } from './languages.ts';
import { permissionsOf } from './teams.ts';

// Distributions and releases (pipeline-contract.md): MANAGER and OWNER manage them. A release is
// the project's languages and key count at the moment of publishing, numbered from 1.

const shippable = ['TRANSLATED', 'REVIEWED'];

export interface DistributionInput {
  name: string;
  autoPublish?: boolean | null;
  states?: string[] | null;
  blockOnErrors?: boolean | null;
}

export function releaseResolvers(store: MockStore, findProject: (id: string) => MockProject) {
  const requireManager = (project: MockProject) => {
    if (!permissionsOf(project).manageProject) {
      throw new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');
    }
  };
  const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });
  const clean = (input: DistributionInput) => {
    const name = input.name.trim();
    if (name.length < 1 || name.length > 100) throw badInput('name', 'A name has 1 to 100 characters.');
    const states = input.states ?? shippable;
    if (states.length === 0) throw badInput('states', 'Choose at least one state.');
    return {
      name,
      states,
      autoPublish: input.autoPublish ?? false,
      blockOnErrors: input.blockOnErrors ?? false,
    };
  };
  const find = (id: string) => {
    for (const project of store.projects) {
      const distribution = project.distributions?.find((candidate) => candidate.id === id);
      if (distribution) {
        requireManager(project);
        return { project, distribution };
      }
    }
    throw new CodedError('Distribution not found.', 'NOT_FOUND');
  };
  const view = (distribution: MockDistribution) => ({
    ...distribution,
    blockOnErrors: distribution.blockOnErrors ?? false,
    blockedByErrors: distribution.blockedByErrors ?? false,
    url: `https://verba.example.com/cdn/${distribution.id}`,
  });
  return {
    projectFields: (project: MockProject) => ({
      distributions: () => {
        requireManager(project);
        return (project.distributions ?? []).map(view);
      },
    }),
    mutations: {
      createDistribution: ({ projectId, input }: { projectId: string; input: DistributionInput }) => {
        const project = findProject(projectId);
        requireManager(project);
        const distribution: MockDistribution = {
          id: newId(store, 'distribution'),
          ...clean(input),
          current: null,
        };
        project.distributions = [...(project.distributions ?? []), distribution];
        return view(distribution);
      },
      updateDistribution: ({ id, input }: { id: string; input: DistributionInput }) => {
        const { distribution } = find(id);
        Object.assign(distribution, clean(input));
        return view(distribution);
      },
      publishRelease: ({ distributionId }: { distributionId: string }) => {
        const { project, distribution } = find(distributionId);
        const user = store.session;
        distribution.current = {
          number: (distribution.current?.number ?? 0) + 1,
          publishedAt: new Date().toISOString(),
          publishedBy: user ? `${user.firstName} ${user.lastName}` : null,
          languages: languagesOf(project).map((language) => language.tag),
          keyCount: project.groups.reduce((sum, group) => sum + (group.keyCount ?? 0), 0),
        };
        return distribution.current;
      },
      deleteDistribution: ({ id }: { id: string }) => {
        const { project } = find(id);
        project.distributions = project.distributions?.filter((candidate) => candidate.id !== id);
        return true;
      },
    },
  };
}
