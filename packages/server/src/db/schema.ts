import type { FileLayout, FileShape } from '@verba/formats';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored trimmed and lower-cased, so the unique index compares case-insensitively.
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  locale: text('locale').notNull().default('en-US'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  // Set after 100 wrong passwords in a row: password sign-in then waits for the mailed unlock link.
  passwordLockedAt: timestamp('password_locked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // When this session last proved a factor (its sign-in or a re-check): sensitive changes need it recent.
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    // What the sessions page shows: the browser's user agent and the client address it signed in from.
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['confirm', 'decline', 'password-reset', 'email-change', 'unlock', 'not-me'],
    }).notNull(),
    // The address an e-mail change moves to; null for the other purposes.
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_account_idx').on(table.accountId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Deleting an account erases its unsent mails with everything else it owns.
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // The link a person follows, printed to the log when mails go to files.
    link: text('link'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/** The WebAuthn user handle of an account: random, so it reveals nothing about the account. */
export const webauthnUsers = pgTable('webauthn_users', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  // base64url of 32 random bytes (the spec allows 1 to 64).
  userHandle: text('user_handle').notNull().unique(),
  createdAt: createdAt(),
});

export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // base64url, as the browser sends it; unique across accounts so one credential has one owner.
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    // WebAuthn counters are unsigned 32-bit, beyond a Postgres integer.
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    // Set by "This wasn't me": the passkey goes then unless a sign-in with another factor comes first.
    removalDueAt: timestamp('removal_due_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_account_idx').on(table.accountId)],
);

/** Challenges of started passkey ceremonies: kept 5 minutes, used once. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['registration', 'authentication'] }).notNull(),
    // The account adding a passkey; null for a sign-in, where nobody is known yet.
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Each new challenge sweeps the long-expired ones; the index keeps that sweep cheap.
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * The TOTP secret of an account. `secret` is the confirmed one (2FA on); `pendingSecret` waits for
 * the first code of a setup. `lastTimeStep` is the RFC 6238 step of the last accepted code, so a
 * code works once.
 */
export const totpCredentials = pgTable('totp_credentials', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastTimeStep: integer('last_time_step'),
  // When the first code confirmed `secret`: "This wasn't me" turns off a 2FA set up since the intrusion.
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  // Set by "This wasn't me": 2FA goes off then unless a sign-in with a factor comes first.
  removalDueAt: timestamp('removal_due_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Hashes of the recovery codes; a used code keeps its row with `usedAt` set. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_account_idx').on(table.accountId)],
);

/** A password sign-in of a 2FA account, waiting 5 minutes for its code; the cookie holds the token. */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_sign_ins_account_idx').on(table.accountId)],
);

/**
 * One row per account, made with the account. Creating a project locks this row, so two creates
 * at the plan's limit queue up instead of both seeing room for one more.
 */
export const subscriptions = pgTable('subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: ['free', 'pro', 'business'] })
    .notNull()
    .default('free'),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseLanguage: text('base_language').notNull(),
    // Collaboration contract: a TRANSLATOR's saves become suggestions that reviewers decide.
    translatorsSuggest: boolean('translators_suggest').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // Names are unique per account regardless of case, so "Website" and "website" cannot both exist.
    uniqueIndex('projects_account_name_idx').on(table.accountId, sql`lower(${table.name})`),
    index('projects_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // How the group's i18next files are written (translation contract, "Files: i18next JSON").
    fileShape: jsonb('file_shape')
      .$type<FileShape>()
      .notNull()
      // formats' DEFAULT_FILE_SHAPE (drizzle-kit cannot load formats' .ts imports; a test compares them).
      .default(
        sql`'{"structure":"NESTED","keySeparator":".","pluralStyle":"V4","indent":"  ","sortKeys":true,"emptyValues":"OMIT","escapeNonAscii":false,"finalNewline":true}'::jsonb`,
      ),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('groups_project_name_idx').on(table.projectId, sql`lower(${table.name})`),
    index('groups_project_created_idx').on(table.projectId, table.createdAt),
  ],
);

/**
 * Where each string of a group's imported file sat, per language (formats' FileLayout): the
 * export puts strings back at their paths and in their order, so the file comes back byte for byte.
 */
export const groupFileLayouts = pgTable(
  'group_file_layouts',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    layout: jsonb('layout').$type<FileLayout>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.language] })],
);

/** The languages of a project: the base (projects.base_language) and the targets, in `position` order. */
export const projectLanguages = pgTable(
  'project_languages',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // A canonical BCP 47 tag (Intl.getCanonicalLocales).
    tag: text('tag').notNull(),
    // How the team's file paths write it (`de_DE`), kept from its first import for exported paths,
    // release files and `verba pull`; null until an import spells it (the tag is written then).
    fileSpelling: text('file_spelling'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.tag] })],
);

/** A translation key of a group; `name` is case-sensitive and unique in its group. */
export const translationKeys = pgTable(
  'translation_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept beside group_id so account and project totals need no join through groups.
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    plural: boolean('plural').notNull().default(false),
    // The LENGTH check's limit in characters (aids contract); null: none.
    maxLength: integer('max_length'),
    version: integer('version').notNull().default(1),
    // Lower-cased name and value texts, kept by every write: search scans one column, no joins.
    searchText: text('search_text').notNull().default(''),
    // The base value's text (a plural key's `other` form), null while EMPTY: what translation
    // memory matches on, kept by every write of a base value in its transaction.
    memorySource: text('memory_source'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Binary order (collate "C"), as code sorts names: the editor pages through this index.
    uniqueIndex('translation_keys_group_name_idx').on(table.groupId, sql`(${table.name} collate "C")`),
    index('translation_keys_project_idx').on(table.projectId),
    // Trigrams let the editor's search (`like '%…%'`) read the matching keys, not every key's texts.
    index('translation_keys_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // Trigrams of the base texts: translation memory's similarity lookup (`%`) reads the close ones only.
    index('translation_keys_memory_idx').using('gin', sql`${table.memorySource} gin_trgm_ops`),
    // Pre-translation's exact matches (minimum similarity 1): equality, for texts of any length.
    index('translation_keys_memory_exact_idx').using('hash', table.memorySource),
  ],
);

/** A TMX file uploaded for `importMemory`, kept an hour (aids contract). */
export const memoryUploads = pgTable('memory_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Translation memory segments imported from TMX files into an account (aids contract). */
export const memorySegments = pgTable(
  'memory_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sourceLanguage: text('source_language').notNull(),
    source: text('source').notNull(),
    targetLanguage: text('target_language').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A pair is stored once per account: texts by their hash, as a long text cannot be an index key.
    uniqueIndex('memory_segments_unique_idx').on(
      table.accountId,
      table.sourceLanguage,
      table.targetLanguage,
      sql`md5(${table.source})`,
      sql`md5(${table.target})`,
    ),
    index('memory_segments_source_idx').using('gin', sql`${table.source} gin_trgm_ops`),
    index('memory_segments_source_exact_idx').using('hash', table.source),
  ],
);

/**
 * The value of one key in one language. Singular keys use `text`, plural keys `forms`
 * ({category: text}). A missing row reads as EMPTY with version 0. `issue_codes` (every check that
 * fails, whatever the project's settings) is stored so the issue filters are a column test and a
 * clean value is never checked again on read; `dismissed_codes` are the warnings a reviewer
 * dismissed, cleared when the text changes.
 */
export const translations = pgTable(
  'translations',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => translationKeys.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text'),
    forms: jsonb('forms').$type<Record<string, string>>(),
    state: text('state', { enum: ['EMPTY', 'TRANSLATED', 'REVIEWED'] })
      .notNull()
      .default('EMPTY'),
    outdated: boolean('outdated').notNull().default(false),
    // Where the text came from (aids contract): null while EMPTY.
    origin: text('origin', { enum: ['HUMAN', 'IMPORT', 'MEMORY', 'MACHINE'] }),
    issueCodes: text('issue_codes').array().notNull().default(sql`'{}'::text[]`),
    dismissedCodes: text('dismissed_codes').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.keyId, table.language] }),
    index('translations_language_state_idx').on(table.language, table.state),
  ],
);

/** History of keys and values: `before`/`after` are JSON texts; `batch_id` ties the rows of one import. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').references(() => translationKeys.id, { onDelete: 'cascade' }),
    // key.created | key.renamed | key.updated | key.moved | value.set | value.state | value.reverted | import.applied
    kind: text('kind').notNull(),
    language: text('language'),
    before: text('before'),
    after: text('after'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    batchId: uuid('batch_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_key_at_idx').on(table.keyId, table.at),
    index('activities_batch_idx').on(table.batchId),
  ],
);

/**
 * Progress of one group in one language, kept up to date inside every write's transaction, so
 * progress is one read. `translated` counts TRANSLATED and REVIEWED.
 */
export const groupProgress = pgTable(
  'group_progress',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    total: integer('total').notNull().default(0),
    translated: integer('translated').notNull().default(0),
    reviewed: integer('reviewed').notNull().default(0),
    outdated: integer('outdated').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.language] }),
    index('group_progress_project_idx').on(table.projectId),
  ],
);

/**
 * Issues per project, language and code, kept in every write's transaction (checks/issue-counts.ts)
 * so the summary and the release gate's counts are one indexed read, never a scan of the values.
 * `dismissed` counts the values whose issue of that code a reviewer dismissed.
 */
export const issueCounts = pgTable(
  'issue_counts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    total: integer('total').notNull().default(0),
    dismissed: integer('dismissed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.language, table.code] })],
);

/**
 * Projects whose values were stored before each value kept its issue codes (migration 0031 lists
 * every project there was): the issue backfill checks their values once and takes them off.
 */
export const issueBackfill = pgTable('issue_backfill', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
});

/** A project's changes to a check's defaults (aids contract, CheckSetting); no row: the default. */
export const checkSettings = pgTable(
  'check_settings',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    enabled: boolean('enabled').notNull(),
    severity: text('severity', { enum: ['ERROR', 'WARNING'] }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.code] })],
);

/**
 * The account's security log (issue 14): sign-ins and their method, failed sign-ins, factor,
 * e-mail and password changes, ended sessions, exports. Written only by security/security-log.ts.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // How a sign-in proved itself (password, passkey, code, recovery code); null for other kinds.
    method: text('method'),
    userAgent: text('user_agent'),
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Orders the events of one instant (a lock-down writes several) as they were written.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [index('security_events_account_at_idx').on(table.accountId, table.at)],
);

// Raw bytes; both drivers hand them back as a Uint8Array (a Buffer from node-postgres).
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An uploaded import: its parsed files wait here (`payload`, compressed JSON, see
 * imports/import-payload.ts) for apply or discard. `preview` and `result` are what
 * GET /api/imports/{id} shows; the payload is dropped once used. While it applies, `progress`
 * (`{done, total}`) is written now and then for status reads in other server processes.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preview', 'applying', 'done', 'failed', 'discarded'] })
      .notNull()
      .default('preview'),
    payload: bytea('payload'),
    preview: jsonb('preview').notNull(),
    result: jsonb('result'),
    progress: jsonb('progress'),
    error: text('error'),
    errorCode: text('error_code'),
    // What the upload writes: translation files (`files`) or a glossary CSV (`glossary`).
    kind: text('kind', { enum: ['files', 'glossary'] })
      .notNull()
      .default('files'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('imports_account_idx').on(table.accountId)],
);

/**
 * Who may work in a project, and as what (the teams contract): the owner has a row with role OWNER
 * beside projects.account_id. `languages` is the member's own (TRANSLATOR, REVIEWER); empty means
 * every target language. Deleting the account ends its memberships.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', {
      enum: ['OWNER', 'MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER'],
    }).notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_members_project_account_idx').on(table.projectId, table.accountId),
    index('project_members_account_idx').on(table.accountId),
  ],
);

/**
 * An invitation to a project, by e-mail address; the mailed token is stored hashed. Open while
 * neither used nor revoked and before `expires_at`; a resend ends the row and makes a new one.
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Stored trimmed and lower-cased, as accounts.email.
    email: text('email').notNull(),
    role: text('role', { enum: ['MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER'] }).notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('project_invitations_project_idx').on(table.projectId),
    index('project_invitations_email_idx').on(table.email),
  ],
);

/**
 * A project's API key (pipeline contract): only the SHA-256 of its secret is kept, with the
 * secret's first 12 characters to recognise it. It acts as its creator, within `scopes`, so it
 * stops working when the creator leaves the project (`created_by` set null) or loses the role.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_project_idx').on(table.projectId)],
);

/**
 * A comment on a key (collaboration contract): about one of its languages, or the key itself when
 * `language` is null. Deleted with the key; the author's id is set null when the account goes.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => translationKeys.id, { onDelete: 'cascade' }),
    language: text('language'),
    text: text('text').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolved: boolean('resolved').notNull().default(false),
  },
  (table) => [index('comments_key_idx').on(table.keyId, table.createdAt)],
);

/**
 * A member a comment mentions, until their mention mail (at most one a minute, the rest gathered
 * into it) has taken it: `mailed_at` is set then, and the newest one tells when the next may go.
 */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('comment_mentions_account_idx').on(table.accountId, table.mailedAt)],
);

/**
 * A proposed value of a key in one language (collaboration contract): open until a reviewer
 * accepts it (it becomes the value) or rejects it. Deleted with the key; authors and deciders
 * are set null when their account goes.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => translationKeys.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    text: text('text'),
    forms: jsonb('forms').$type<Record<string, string>>(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    status: text('status', { enum: ['OPEN', 'ACCEPTED', 'REJECTED'] })
      .notNull()
      .default('OPEN'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('suggestions_key_idx').on(table.keyId, table.language, table.createdAt),
    // The editor's "has open suggestions in …" filter and its cells read open ones only.
    index('suggestions_open_idx').on(table.keyId, table.language).where(sql`${table.status} = 'OPEN'`),
  ],
);

/**
 * A project's webhook (pipeline contract). The signing secret is sealed with SECRET_KEY (the
 * webhook's id as associated data): it is shown once and must be read again to sign each delivery.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhooks_project_idx').on(table.projectId)],
);

/**
 * The durable delivery queue, in the mail outbox's pattern: a row per delivery, due while
 * `next_attempt_at` is set, claimed by moving that time past a lease (UPDATE … RETURNING with
 * SKIP LOCKED), so each attempt is made by one process and a restart loses none. `body` is the
 * exact JSON sent, the same on every retry; a translation.updated batch grows in it until claimed.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    /** translation.updated only: the batch's changes, made into `body` when it is first sent. */
    changes: jsonb('changes').$type<unknown[]>(),
    attempts: integer('attempts').notNull().default(0),
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Null once delivered or failed for good. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Each webhook's queue in due order: the claim reads every active webhook's head from it.
    index('webhook_deliveries_pending_idx')
      .on(table.webhookId, table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    // One open translation.updated batch per webhook: concurrent changes append to it (upsert).
    uniqueIndex('webhook_deliveries_open_batch_idx')
      .on(table.webhookId)
      .where(sql`${table.changes} is not null`),
  ],
);

/**
 * A distribution (pipeline contract, releases): a public token under /cdn and what its releases
 * ship. `publish_due_at` is auto-publish's debounce: each change moves it to "now + debounce",
 * and the process whose sweep claims it (an UPDATE … RETURNING) cuts the release, so one release
 * is cut however many processes run.
 */
export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token: text('token').notNull().unique(),
    autoPublish: boolean('auto_publish').notNull().default(false),
    states: text('states').array().notNull(),
    // Aids contract: publishing is refused while a value it would ship has an error.
    blockOnErrors: boolean('block_on_errors').notNull().default(false),
    // Auto-publish skipped its last release for errors; cleared by the next release.
    blockedByErrors: boolean('blocked_by_errors').notNull().default(false),
    createdAt: createdAt(),
    publishDueAt: timestamp('publish_due_at', { withTimezone: true }),
  },
  (table) => [
    index('distributions_project_idx').on(table.projectId),
    index('distributions_publish_due_idx').on(table.publishDueAt),
  ],
);

/**
 * A release: the snapshot a publish wrote once and never changes. Only a distribution's current
 * (highest-numbered) release is kept; a publish removes the one it replaces.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    languages: text('languages').array().notNull(),
    /** The groups' file names (exports/group-file-name.ts), as the URLs name them. */
    groups: text('groups').array().notNull(),
    keyCount: integer('key_count').notNull(),
  },
  (table) => [uniqueIndex('releases_distribution_number_idx').on(table.distributionId, table.number)],
);

/**
 * One file of a release, as the export writes it, gzipped and in brotli once at publish (the gzip
 * gives the file back): any server process loads a release from here into memory and serves it
 * without the database.
 */
export const releaseFiles = pgTable(
  'release_files',
  {
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** The group's file name (without `.json`). */
    file: text('file').notNull(),
    gzip: bytea('gzip').notNull(),
    brotli: bytea('brotli').notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseId, table.language, table.file] })],
);

/**
 * Machine translation answers (aids contract), per provider, language pair and base text (by its
 * SHA-256), as the provider sent them, markers included: reading one again unmarks and checks it
 * again, so a cached answer is held to the same guarantee as a fresh one and costs no characters.
 */
export const machineCache = pgTable(
  'machine_cache',
  {
    provider: text('provider').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceHash: text('source_hash').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.sourceLanguage, table.targetLanguage, table.sourceHash] }),
  ],
);

/** Base-text characters sent to machine translation, per project owner and calendar month (UTC, `2026-11`). */
export const machineUsage = pgTable(
  'machine_usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    characters: integer('characters').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month] })],
);

/**
 * Long work a person started (aids contract: `pretranslate`), run by one server process, which
 * beats `heartbeat_at` while it works: a RUNNING or QUEUED job whose beat stopped is FAILED at the
 * next read, and what it wrote stays written.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    state: text('state', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED'] })
      .notNull()
      .default('QUEUED'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    written: integer('written').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('jobs_project_idx').on(table.projectId)],
);

/** One language's side of a glossary term (aids contract, "Glossary"). */
export interface StoredTermTranslation {
  language: string;
  text: string | null;
  forbidden: string[];
}

/**
 * A project's glossary (aids contract, "Glossary"): terms in the base language, unique per project
 * ignoring case, each with its translations and forbidden variants per language (as one JSON
 * list: a term is read and written whole). `version` is the optimistic lock of updateGlossaryTerm.
 */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    description: text('description'),
    caseSensitive: boolean('case_sensitive').notNull().default(false),
    doNotTranslate: boolean('do_not_translate').notNull().default(false),
    translations: jsonb('translations').$type<StoredTermTranslation[]>().notNull().default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('glossary_terms_project_term_idx').on(table.projectId, sql`lower(${table.term})`)],
);

/**
 * A project's glossary stamp: a new random value with every change to its terms (in the change's
 * transaction), so a process may keep a compiled glossary while the stamp it read is unchanged.
 */
export const glossaryStamps = pgTable('glossary_stamps', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  stamp: uuid('stamp').notNull().defaultRandom(),
});
