import type { SecurityEvent, SessionInfo } from '@verba/api-client';

/** This browser and two others of Ada's, newest activity first. */
export function sampleSessions(): SessionInfo[] {
  return [
    {
      id: 'session-current',
      device: { browser: 'Firefox', os: 'Linux', type: 'desktop' },
      address: '203.0.113.7',
      createdAt: '2026-03-02T08:15:00.000Z',
      lastActiveAt: '2026-03-04T10:00:00.000Z',
      current: true,
    },
    {
      id: 'session-phone',
      device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
      address: '198.51.100.4',
      createdAt: '2026-02-20T18:40:00.000Z',
      lastActiveAt: '2026-03-03T21:12:00.000Z',
      current: false,
    },
    {
      id: 'session-unknown',
      device: { browser: null, os: null, type: null },
      address: null,
      createdAt: '2026-02-14T07:00:00.000Z',
      lastActiveAt: '2026-02-15T07:00:00.000Z',
      current: false,
    },
  ];
}

const firefox = { browser: 'Firefox', os: 'Linux', type: 'desktop' };

/** Ada's last days, newest first: a sign-in with a passkey, a failed one, a new passkey. */
export function sampleSecurityEvents(): SecurityEvent[] {
  return [
    {
      id: 'event-3',
      kind: 'passkey-added',
      method: null,
      device: firefox,
      address: '203.0.113.7',
      at: '2026-03-04T10:02:00.000Z',
    },
    {
      id: 'event-2',
      kind: 'sign-in',
      method: 'passkey',
      device: firefox,
      address: '203.0.113.7',
      at: '2026-03-04T10:00:00.000Z',
    },
    {
      id: 'event-1',
      kind: 'sign-in-failed',
      method: null,
      device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
      address: '198.51.100.4',
      at: '2026-03-03T21:10:00.000Z',
    },
  ];
}
