import { describe, expect, it } from 'vitest';
import { deDE } from '../../i18n/locales/de-de.ts';
import { enUS } from '../../i18n/locales/en-us.ts';
import { formatDocumentTitle, PAGE_IDS } from './page-id.ts';

describe('page titles', () => {
  it('covers the 24 routes of the spec, the unlock page, the 3 of the security center, the 2 of the teams contract, the account’s translation memory (issue 39), the project’s checks and glossary (issue 41) and the not-found page', () => {
    expect(PAGE_IDS).toHaveLength(34);
    expect(new Set(PAGE_IDS).size).toBe(34);
  });

  it('has an English and a German title for every page and no extra ones', () => {
    expect(Object.keys(enUS.titles).sort()).toEqual([...PAGE_IDS].sort());
    expect(Object.keys(deDE.titles).sort()).toEqual([...PAGE_IDS].sort());
  });

  it('keeps the titles product-spec.md section 2 names', () => {
    expect(enUS.titles.dashboard).toBe('Dashboard');
    expect(enUS.titles.emailChangeConfirm).toBe('Change E-Mail');
    expect(enUS.titles.settingsEmail).toBe('Email settings');
    expect(enUS.titles.settings2fa).toBe('2FA settings');
    expect(enUS.titles.settingsPasskeys).toBe('Passkey settings');
    expect(enUS.titles.settingsSubscription).toBe('Subscriptions');
    expect(enUS.titles.settingsDelete).toBe('Delete your account');
    expect(enUS.titles.members).toBe('Members');
    expect(enUS.titles.invitation).toBe('Invitation');
  });

  it('appends the product name once', () => {
    expect(formatDocumentTitle('Dashboard')).toBe('Dashboard · Verba');
    expect(formatDocumentTitle('Verba')).toBe('Verba');
  });
});
