import { type CreateStoreOptions, type MockProject, mockApi, sampleProjects } from '@verba/mocks';

/** Stories only: a third project, so the Free plan's limit is reached. */
export const atFreeLimit = (): MockProject[] => [
  ...sampleProjects(),
  {
    id: 'project-docs',
    name: 'Docs',
    baseLanguage: 'fr-FR',
    createdAt: '2026-03-01T08:00:00.000Z',
    groups: [],
  },
];

/** Stories only: the handlers of a signed-in Ada with these projects and plan. */
export const signedInWith = (options: Omit<CreateStoreOptions, 'signedIn'> = {}) =>
  mockApi({ signedIn: true, ...options });
