import type { MockProject } from './fixtures.ts';
import { sampleProjects } from './fixtures.ts';

/** teams-contract.md's roles; OWNER is never invited. */
export type MockRole = 'OWNER' | 'MANAGER' | 'DEVELOPER' | 'REVIEWER' | 'TRANSLATOR' | 'VIEWER';

export interface MockMember {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: MockRole;
  languages: string[];
  joinedAt: string;
}

export interface MockInvitation {
  id: string;
  email: string;
  role: MockRole;
  languages: string[];
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** An open invitation to the signed-in account's address; `token` is its mailed link's. */
export interface MockReceivedInvitation {
  id: string;
  token: string;
  /** The address it was sent to, when not the account's (a sign-up from the link). */
  email?: string;
  role: MockRole;
  languages: string[];
  invitedBy: string;
  expiresAt: string;
  /** The project accepting joins (owned by someone else, so not in the store until then). */
  project: MockProject;
}

const grace: Omit<MockMember, 'id' | 'role' | 'languages' | 'joinedAt'> = {
  accountId: 'user-grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
};

/** Website shared with a manager, a German translator and a viewer, and one open invitation. */
export function teamProjects(): MockProject[] {
  const [website, ...rest] = sampleProjects();
  if (!website) return rest;
  return [
    {
      ...website,
      members: [
        {
          ...grace,
          id: 'member-grace',
          role: 'MANAGER',
          languages: [],
          joinedAt: '2026-01-20T10:00:00.000Z',
        },
        {
          id: 'member-alan',
          accountId: 'user-alan',
          firstName: 'Alan',
          lastName: 'Turing',
          email: 'alan@example.com',
          role: 'TRANSLATOR',
          languages: ['de-DE'],
          joinedAt: '2026-02-02T08:15:00.000Z',
        },
        {
          id: 'member-katherine',
          accountId: 'user-katherine',
          firstName: 'Katherine',
          lastName: 'Johnson',
          email: 'katherine@example.com',
          role: 'VIEWER',
          languages: [],
          joinedAt: '2026-03-05T16:40:00.000Z',
        },
      ],
      invitations: [
        {
          id: 'invitation-linus',
          email: 'linus@example.com',
          role: 'TRANSLATOR',
          languages: ['fr-FR'],
          invitedBy: 'Ada Lovelace',
          createdAt: '2026-03-10T09:00:00.000Z',
          expiresAt: '2026-03-17T09:00:00.000Z',
        },
      ],
    },
    ...rest,
  ];
}

/** A project of Grace's, shared with the signed-in account in this role (and languages). */
export function sharedProject(role: MockRole, languages: string[] = []): MockProject {
  return {
    id: 'project-handbook',
    name: 'Handbook',
    baseLanguage: 'en-US',
    createdAt: '2026-02-10T12:00:00.000Z',
    targetLanguages: ['de-DE', 'fr-FR'],
    viewerRole: role,
    viewerLanguages: languages,
    members: [
      {
        ...grace,
        id: 'member-grace-handbook',
        role: 'OWNER',
        languages: [],
        joinedAt: '2026-02-10T12:00:00.000Z',
      },
    ],
    groups: [
      {
        id: 'group-handbook-intro',
        name: 'Introduction',
        createdAt: '2026-02-10T12:05:00.000Z',
        keyCount: 12,
        counts: { 'en-US': { translated: 12 }, 'de-DE': { translated: 6 } },
      },
    ],
  };
}

/** Grace invites the signed-in account to her Glossary as a German reviewer; the link's token is `invite-glossary`. */
export function receivedInvitations(): MockReceivedInvitation[] {
  return [
    {
      id: 'received-glossary',
      token: 'invite-glossary',
      role: 'REVIEWER',
      languages: ['de-DE'],
      invitedBy: 'Grace Hopper',
      expiresAt: '2026-12-24T09:00:00.000Z',
      project: {
        id: 'project-glossary',
        name: 'Glossary',
        baseLanguage: 'en-US',
        createdAt: '2026-03-01T08:00:00.000Z',
        targetLanguages: ['de-DE'],
        viewerRole: 'REVIEWER',
        viewerLanguages: ['de-DE'],
        members: [
          {
            ...grace,
            id: 'member-grace-glossary',
            role: 'OWNER',
            languages: [],
            joinedAt: '2026-03-01T08:00:00.000Z',
          },
        ],
        groups: [],
      },
    },
  ];
}
