import { allows, type Membership } from '@verba/contract';
import { describe, expect, it } from 'vitest';

const scope = (language: string) => ({ language, baseLanguage: 'en' });
const member = (role: Membership['role'], languages: string[] = []): Membership => ({ role, languages });

describe('the permission table', () => {
  it('lets every role read and only the owner delete the project', () => {
    for (const role of ['VIEWER', 'TRANSLATOR', 'REVIEWER', 'DEVELOPER', 'MANAGER', 'OWNER'] as const) {
      expect(allows(member(role), 'read')).toBe(true);
      expect(allows(member(role), 'deleteProject')).toBe(role === 'OWNER');
    }
  });

  it('limits translators and reviewers to their languages, and an empty list to the targets', () => {
    expect(allows(member('TRANSLATOR', ['de']), 'translate', scope('de'))).toBe(true);
    expect(allows(member('TRANSLATOR', ['de']), 'translate', scope('fr'))).toBe(false);
    expect(allows(member('TRANSLATOR'), 'translate', scope('fr'))).toBe(true);
    expect(allows(member('TRANSLATOR'), 'translate', scope('en'))).toBe(false);
    expect(allows(member('TRANSLATOR', ['en']), 'translate', scope('en'))).toBe(true);
    expect(allows(member('TRANSLATOR', ['de']), 'review', scope('de'))).toBe(false);
    expect(allows(member('REVIEWER', ['de']), 'review', scope('de'))).toBe(true);
    expect(allows(member('REVIEWER', ['de']), 'review', scope('fr'))).toBe(false);
  });

  it('refuses a language-bound grant when no language is named', () => {
    expect(allows(member('TRANSLATOR'), 'translate')).toBe(false);
    expect(allows(member('DEVELOPER'), 'translate')).toBe(true);
  });

  it('keeps keys to developers and up, languages to managers and up', () => {
    expect(allows(member('REVIEWER'), 'editKeys')).toBe(false);
    expect(allows(member('DEVELOPER'), 'editKeys')).toBe(true);
    expect(allows(member('DEVELOPER'), 'manageProject')).toBe(false);
    expect(allows(member('MANAGER'), 'manageProject')).toBe(true);
    expect(allows(member('MANAGER'), 'manageMembers')).toBe(true);
    expect(allows(member('VIEWER'), 'translate', scope('de'))).toBe(false);
  });
});
