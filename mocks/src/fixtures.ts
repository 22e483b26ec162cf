import type { User } from '@verba/api-client';

export interface MockPlan {
  id: 'free' | 'pro' | 'business';
  name: string;
  /** null: unlimited. */
  projectLimit: number | null;
  /** translation-contract.md's key limit; null: unlimited. */
  keyLimit: number | null;
}

/** What a group holds in one language: how many of its keys have a value, and of those reviewed or outdated. */
export interface MockLanguageCounts {
  translated: number;
  reviewed?: number;
  outdated?: number;
}

export interface MockGroup {
  id: string;
  name: string;
  createdAt: string;
  /** How many keys the group has (0 when left out). */
  keyCount?: number;
  /** Counts by language tag; a project language left out has no values in this group. */
  counts?: Record<string, MockLanguageCounts>;
}

export interface MockProject {
  id: string;
  name: string;
  baseLanguage: string;
  createdAt: string;
  groups: MockGroup[];
  /** Target languages in the order added; the base language is never among them. */
  targetLanguages?: string[];
}

/** The plans of api-contract.md. */
export const plans: readonly MockPlan[] = [
  { id: 'free', name: 'Free', projectLimit: 3, keyLimit: 1000 },
  { id: 'pro', name: 'Pro', projectLimit: 25, keyLimit: 50_000 },
  { id: 'business', name: 'Business', projectLimit: null, keyLimit: null },
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
      targetLanguages: ['de-DE', 'fr-FR'],
      groups: [
        {
          id: 'group-landing',
          name: 'Landing page',
          createdAt: '2026-01-12T09:35:00.000Z',
          keyCount: 40,
          counts: {
            'en-US': { translated: 40, reviewed: 40 },
            'de-DE': { translated: 30, reviewed: 12, outdated: 2 },
            'fr-FR': { translated: 8 },
          },
        },
        {
          id: 'group-emails',
          name: 'E-mails',
          createdAt: '2026-01-14T14:00:00.000Z',
          keyCount: 10,
          counts: { 'en-US': { translated: 10 }, 'de-DE': { translated: 10, reviewed: 10 } },
        },
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
