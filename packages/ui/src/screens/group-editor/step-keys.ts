import type { EditorKey } from '@verba/api-client/graphql';

/** A translated English key `checkout.step{index}`, for grid stories that need many plain rows. */
export const stepKey = (index: number): EditorKey => ({
  __typename: 'Key',
  id: `key-${index}`,
  name: `checkout.step${index}`,
  description: null,
  plural: false,
  version: 1,
  openCommentCount: 0,
  translations: [
    {
      __typename: 'Translation',
      language: 'en-US',
      text: `Step ${index}`,
      forms: null,
      state: 'TRANSLATED',
      origin: 'HUMAN',
      outdated: false,
      version: 1,
      updatedAt: '2026-03-01T10:00:00.000Z',
      issues: [],
    },
  ],
});
