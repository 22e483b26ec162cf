import { Readable } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { whenOpen } from '../access/busy-projects.ts';
import { deviceOf } from '../auth/device.ts';
import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { groups, projectLanguages, projects, translationKeys, translations } from '../db/schema.ts';
import { listPasskeys } from '../passkeys/passkey-repository.ts';
import { type EventOrigin, recordSecurityEvent, securityLogOf } from './security-log.ts';

/** Keys read (and written out) at a time: memory and each query stay bounded whatever the group's size. */
const exportPageSize = 1000;

const json = (value: unknown) => JSON.stringify(value);
// Binary order, as the editor pages through translation_keys_group_name_idx.
const binaryName = sql`${translationKeys.name} collate "C"`;

// Far above the 200 languages a project may have: the LIMIT only keeps PostgreSQL from flattening
// the lateral lookup into a join that scans every value in the database for each page.
const lateralFence = 100_000;

/**
 * One page of a group's keys after `after` (by name), each with its values, as JSON texts, in one
 * query: each key's values come by a lateral lookup in translations' primary key.
 */
async function keyPage(db: Database, groupId: string, after: string | null) {
  const page = db
    .select({
      id: translationKeys.id,
      name: translationKeys.name,
      description: translationKeys.description,
      plural: translationKeys.plural,
      // The sort key, selected so the outer query can order by it.
      binaryName: sql<string>`${binaryName}`.as('binary_name'),
    })
    .from(translationKeys)
    .where(
      after === null
        ? eq(translationKeys.groupId, groupId)
        : and(eq(translationKeys.groupId, groupId), gt(binaryName, after)),
    )
    .orderBy(asc(binaryName))
    .limit(exportPageSize)
    .as('page');
  const values = db
    .select({
      language: translations.language,
      text: translations.text,
      forms: translations.forms,
      state: translations.state,
      updatedAt: translations.updatedAt,
    })
    .from(translations)
    .where(eq(translations.keyId, page.id))
    .limit(lateralFence)
    .as('value');
  const rows = await db
    .select({
      name: page.name,
      description: page.description,
      plural: page.plural,
      language: values.language,
      text: values.text,
      forms: values.forms,
      state: values.state,
      updatedAt: values.updatedAt,
    })
    .from(page)
    .leftJoinLateral(values, sql`true`)
    .orderBy(asc(page.binaryName), asc(values.language));
  const keys: { name: string; description: string | null; plural: boolean; translations: unknown[] }[] = [];
  for (const { name, description, plural, ...value } of rows) {
    let key = keys.at(-1);
    if (key?.name !== name) {
      key = { name, description, plural, translations: [] };
      keys.push(key);
    }
    const { language, text, forms, state, updatedAt } = value;
    if (language !== null)
      key.translations.push({ language, text, forms, state, updatedAt: updatedAt?.toISOString() });
  }
  return {
    texts: keys.map(json),
    last: keys.length === exportPageSize ? (keys.at(-1)?.name ?? null) : null,
  };
}

/** A group's keys as the items of a JSON array, a page at a time. */
async function* keysOf(db: Database, groupId: string) {
  let after: string | null = null;
  let first = true;
  do {
    const page = await keyPage(db, groupId, after);
    if (page.texts.length > 0) yield `${first ? '' : ','}${page.texts.join(',')}`;
    first = false;
    after = page.last;
  } while (after !== null);
}

async function* projectsOf(db: Database, accountId: string) {
  const ownProjects = await db
    .select()
    .from(projects)
    .where(eq(projects.accountId, accountId))
    .orderBy(asc(projects.createdAt));
  for (const [index, project] of ownProjects.entries()) {
    // A project an import is writing in steps is read once it has ended (busy-projects.ts).
    await whenOpen(project.id);
    const languages = await db
      .select({ tag: projectLanguages.tag })
      .from(projectLanguages)
      .where(eq(projectLanguages.projectId, project.id))
      .orderBy(asc(projectLanguages.position));
    const head = json({
      name: project.name,
      baseLanguage: project.baseLanguage,
      languages: languages.map((language) => language.tag),
      createdAt: project.createdAt.toISOString(),
    });
    yield `${index > 0 ? ',' : ''}${head.slice(0, -1)},"groups":[`;
    const ownGroups = await db
      .select()
      .from(groups)
      .where(eq(groups.projectId, project.id))
      .orderBy(asc(groups.createdAt));
    for (const [position, group] of ownGroups.entries()) {
      const groupHead = json({ name: group.name, createdAt: group.createdAt.toISOString() });
      yield `${position > 0 ? ',' : ''}${groupHead.slice(0, -1)},"keys":[`;
      yield* keysOf(db, group.id);
      yield ']}';
    }
    yield ']}';
  }
}

async function* exportDocument(db: Database, account: Account, now: Date) {
  const passkeys = await listPasskeys(db, account.id);
  const head = json({
    exportedAt: now.toISOString(),
    profile: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      locale: account.locale,
      twoFactorEnabled: account.twoFactorEnabled,
      createdAt: account.createdAt.toISOString(),
    },
    passkeys: passkeys.map((passkey) => ({
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
  });
  yield `${head.slice(0, -1)},"projects":[`;
  yield* projectsOf(db, account.id);
  const log = (await securityLogOf(db, account.id, now)).map((event) => ({
    kind: event.kind,
    method: event.method,
    device: deviceOf(event.userAgent),
    address: event.address,
    at: event.at.toISOString(),
  }));
  yield `],"securityLog":${json(log)}}`;
}

/**
 * "Download my data": the profile, passkeys by name and date (never their keys), projects with
 * their languages, groups, keys and translations, and the security log, as one JSON document.
 * It is written out a page of keys at a time, so a Pro account's 50,000 keys never sit in memory
 * at once nor in one query; the event is logged before the first byte.
 */
export async function exportAccountData(
  db: Database,
  account: Account,
  origin: EventOrigin,
  now: Date,
): Promise<Readable> {
  await recordSecurityEvent(db, { accountId: account.id, kind: 'data-exported', origin, at: now });
  return Readable.from(exportDocument(db, account, now), { objectMode: false });
}
