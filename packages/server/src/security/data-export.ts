import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { deviceOf } from '../auth/device.ts';
import type { Account } from '../auth/session-service.ts';
import { groups, projectLanguages, projects, translationKeys, translations } from '../db/schema.ts';
import { listPasskeys } from '../passkeys/passkey-repository.ts';
import { type EventOrigin, recordSecurityEvent, securityLogOf } from './security-log.ts';

/** Every key of the given groups with its values, by group. */
async function contentsOf(deps: AuthDeps, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, unknown[]>();
  const keys = await deps.db
    .select()
    .from(translationKeys)
    .where(inArray(translationKeys.groupId, groupIds))
    .orderBy(asc(translationKeys.name));
  const values = keys.length
    ? await deps.db
        .select()
        .from(translations)
        .where(
          inArray(
            translations.keyId,
            keys.map((key) => key.id),
          ),
        )
    : [];
  const byGroup = new Map<string, unknown[]>();
  for (const key of keys) {
    const list = byGroup.get(key.groupId) ?? [];
    list.push({
      name: key.name,
      description: key.description,
      plural: key.plural,
      translations: values
        .filter((value) => value.keyId === key.id)
        .map((value) => ({
          language: value.language,
          text: value.text,
          forms: value.forms,
          state: value.state,
          updatedAt: value.updatedAt.toISOString(),
        })),
    });
    byGroup.set(key.groupId, list);
  }
  return byGroup;
}

/**
 * "Download my data": the profile, passkeys by name and date (never their keys), projects with
 * their languages, groups, keys and translations, and the security log, as one JSON document.
 */
export async function exportAccountData(deps: AuthDeps, account: Account, origin: EventOrigin) {
  const now = deps.now();
  await recordSecurityEvent(deps.db, { accountId: account.id, kind: 'data-exported', origin, at: now });
  const ownProjects = await deps.db
    .select()
    .from(projects)
    .where(eq(projects.accountId, account.id))
    .orderBy(asc(projects.createdAt));
  const projectIds = ownProjects.map((project) => project.id);
  const ownGroups = projectIds.length
    ? await deps.db
        .select()
        .from(groups)
        .where(inArray(groups.projectId, projectIds))
        .orderBy(asc(groups.createdAt))
    : [];
  const languages = projectIds.length
    ? await deps.db
        .select()
        .from(projectLanguages)
        .where(inArray(projectLanguages.projectId, projectIds))
        .orderBy(asc(projectLanguages.position))
    : [];
  const contents = await contentsOf(
    deps,
    ownGroups.map((group) => group.id),
  );
  return {
    exportedAt: now.toISOString(),
    profile: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      locale: account.locale,
      twoFactorEnabled: account.twoFactorEnabled,
      createdAt: account.createdAt.toISOString(),
    },
    passkeys: (await listPasskeys(deps.db, account.id)).map((passkey) => ({
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    projects: ownProjects.map((project) => ({
      name: project.name,
      baseLanguage: project.baseLanguage,
      languages: languages
        .filter((language) => language.projectId === project.id)
        .map((language) => language.tag),
      createdAt: project.createdAt.toISOString(),
      groups: ownGroups
        .filter((group) => group.projectId === project.id)
        .map((group) => ({
          name: group.name,
          createdAt: group.createdAt.toISOString(),
          keys: contents.get(group.id) ?? [],
        })),
    })),
    securityLog: (await securityLogOf(deps.db, account.id, now)).map((event) => ({
      kind: event.kind,
      method: event.method,
      device: deviceOf(event.userAgent),
      address: event.address,
      at: event.at.toISOString(),
    })),
  };
}
