// The input limits of api-contract.md, translation-contract.md and teams-contract.md: the server
// enforces them, the browser checks them before sending, the mocks refuse like the server.

/** A person's first or last name, a project's, group's or passkey's name. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** translation-contract.md's limits on keys, values and the lists that read and write them. */
export const workspaceLimits = {
  keyName: 1000,
  description: 2000,
  text: 10_000,
  createKeys: 1000,
  setTranslations: 500,
  pageSize: 500,
  history: 500,
  /** A key's maxLength (aids contract, LENGTH): 1 to this many characters. */
  maxLength: 10_000,
  /** dismissIssues: issues a call dismisses. */
  dismissIssues: 1000,
} as const;

/**
 * Key.comments and Key.suggestions answer a page of at most 50 (`first`, 50 by default), oldest
 * first; `after` is the id of the previous page's last item (docs/api-contract-extensions.md).
 */
export const THREAD_PAGE_MAX = 50;

/**
 * The most keys the editor's page asks for (the contract allows 1..pageSize): the server's query
 * cost must let the app's largest page through.
 */
export const KEY_PAGE_SIZE = 200;

/** The longest language tag a request may name (the canonical tags Verba stores are shorter). */
export const LANGUAGE_TAG_MAX = 35;

/** pipeline-contract.md's public REST API: a key page's size, and the values one PATCH sets. */
export const v1Limits = { keyPageDefault: 100, keyPageMax: 500, patchTranslations: 1000 } as const;

/** Languages a project may have, its base included: every key shows and counts each of them. */
export const PROJECT_LANGUAGES_MAX = 200;

/**
 * teams-contract.md: 1 to 20 addresses an `inviteMembers` call; a link is valid 7 days after its
 * send. Mails (docs/api-contract-extensions.md): an invitation is resent at most once a minute, and
 * an account sends at most 100 invitation mails (invites and resends) a day.
 */
export const invitationLimits = {
  perCall: 20,
  validDays: 7,
  resendCooldownSeconds: 60,
  mailsPerAccountPerDay: 100,
} as const;

/** An import upload, zip or JSON (docs/api-contract-extensions.md). */
export const IMPORT_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * What one project may have at most, whatever the plan (docs/api-contract-extensions.md): each
 * webhook and distribution is work the server does on every change, each API key a door.
 */
export const projectItemLimits = { webhooks: 25, apiKeys: 25, distributions: 25 } as const;

/**
 * The aids contract's glossary: terms a project holds, a term's and a description's characters;
 * beyond the contract (docs/api-contract-extensions.md): a translation's and a forbidden variant's
 * characters, the variants a language, a page of `Project.glossary`, and the CSV upload.
 */
export const glossaryLimits = {
  terms: 10_000,
  term: 200,
  description: 2000,
  translation: 200,
  forbiddenPerLanguage: 20,
  pageSize: 500,
  csvBytes: 5 * 1024 * 1024,
} as const;
