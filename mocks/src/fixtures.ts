import type { User } from '@verba/api-client';

export interface MockPlan {
  id: 'free' | 'pro' | 'business';
  name: string;
  /** null: unlimited. */
  projectLimit: number | null;
}

export interface MockGroup {
  id: string;
  name: string;
  createdAt: string;
}

export interface MockProject {
  id: string;
  name: string;
  baseLanguage: string;
  createdAt: string;
  groups: MockGroup[];
}

/** The plans of api-contract.md. */
export const plans: readonly MockPlan[] = [
  { id: 'free', name: 'Free', projectLimit: 3 },
  { id: 'pro', name: 'Pro', projectLimit: 25 },
  { id: 'business', name: 'Business', projectLimit: null },
];

export const adaLovelace: User = {
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  passkeys: [],
};

/** The password the mock sign-in accepts for the fixture user. */
export const adaPassword = 'analytical-engine-1843';

export function sampleProjects(): MockProject[] {
  return [
    {
      id: 'project-website',
      name: 'Website',
      baseLanguage: 'en-US',
      createdAt: '2026-01-12T09:30:00.000Z',
      groups: [
        { id: 'group-landing', name: 'Landing page', createdAt: '2026-01-12T09:35:00.000Z' },
        { id: 'group-emails', name: 'E-mails', createdAt: '2026-01-14T14:00:00.000Z' },
      ],
    },
    {
      id: 'project-mobile',
      name: 'Mobile app',
      baseLanguage: 'de-DE',
      createdAt: '2026-02-03T11:00:00.000Z',
      groups: [],
    },
  ];
}
