import type { User } from '@verba/api-client';
import { type Plan, plans } from '@verba/contract';
import type { FileShape } from '@verba/formats';
import type { MockInvitation, MockMember, MockRole } from './team-fixtures.ts';

/** The contract's plans: what the mocks' `plans` and subscription answer. */
export type MockPlan = Plan;

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
  /** How its files are written; the defaults of a group made in the app when left out. */
  fileShape?: Partial<FileShape>;
  /** Two keys that collide in a nested file: updateFileShape to NESTED answers KEY_CONFLICT. */
  collidingKeys?: [string, string];
}

export interface MockProject {
  id: string;
  name: string;
  baseLanguage: string;
  createdAt: string;
  groups: MockGroup[];
  /** Target languages in the order added; the base language is never among them. */
  targetLanguages?: string[];
  /** The signed-in account's role here; OWNER when left out (a project of its own). */
  viewerRole?: MockRole;
  /** The signed-in account's languages as TRANSLATOR or REVIEWER; empty: every target language. */
  viewerLanguages?: string[];
  /** The other members (the signed-in account is added from viewerRole); none when left out. */
  members?: MockMember[];
  /** Open invitations; none when left out. */
  invitations?: MockInvitation[];
  /** API keys not revoked; none when left out. */
  apiKeys?: MockApiKey[];
  /** Distributions and their current release; none when left out. */
  distributions?: MockDistribution[];
  /** Webhooks with their deliveries, newest first; none when left out. */
  webhooks?: MockWebhook[];
}

/** Release of pipeline-contract.md. */
export interface MockRelease {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  languages: string[];
  keyCount: number;
}

/** Distribution of pipeline-contract.md; `url` is made from the id. */
export interface MockDistribution {
  id: string;
  name: string;
  autoPublish: boolean;
  states: string[];
  current: MockRelease | null;
  /** Absent: false. */
  blockOnErrors?: boolean;
  /** Auto-publish skipped its last release for errors; absent: false. */
  blockedByErrors?: boolean;
}

/** WebhookDelivery of pipeline-contract.md. */
export interface MockWebhookDelivery {
  id: string;
  event: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: string;
  durationMs: number | null;
}

/** Webhook of pipeline-contract.md; deliveries newest first. */
export interface MockWebhook {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  createdAt: string;
  deliveries: MockWebhookDelivery[];
}

/** ApiKey of pipeline-contract.md. */
export interface MockApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export { plans };

export const adaLovelace: User = {
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  pendingRemoval: null,
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
