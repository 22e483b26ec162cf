import {
  type ExchangeDocument,
  type ExchangeFormat,
  type ExchangeKey,
  type ExchangeState,
  writePo,
  writeXliff2,
  writeXliff12,
} from '@verba/formats/exchange';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authorize } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { groups, projectLanguages, translationKeys, translations } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import type { ExchangeQuery } from './exchange-query.ts';

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });

const writers: Record<ExchangeFormat, (document: ExchangeDocument) => string> = {
  xliff12: writeXliff12,
  xliff2: writeXliff2,
  po: writePo,
};

export const exchangeFileTypes: Record<ExchangeFormat, { contentType: string; extension: string }> = {
  xliff12: { contentType: 'application/xliff+xml; charset=utf-8', extension: 'xlf' },
  xliff2: { contentType: 'application/xliff+xml; charset=utf-8', extension: 'xlf' },
  po: { contentType: 'text/x-gettext-translation; charset=utf-8', extension: 'po' },
};

const base = alias(translations, 'base');
const target = alias(translations, 'target');

const hasText = (text: string | null, forms: Record<string, string> | null) =>
  Boolean(text) || Object.values(forms ?? {}).some(Boolean);

/**
 * One target language of a project as an exchange file (aids contract): the keys of the chosen
 * groups whose value in the language is in one of the states (a missing value is EMPTY), each with
 * its base text, its target and its description. A key without a base text has nothing to
 * translate and is left out.
 */
export async function exportExchange(
  db: Database,
  principal: Principal,
  projectId: string,
  query: ExchangeQuery,
) {
  const { project } = await authorize(db, principal, projectId, 'read');
  const languages = await db
    .select({ tag: projectLanguages.tag })
    .from(projectLanguages)
    .where(eq(projectLanguages.projectId, project.id));
  if (!languages.some((row) => row.tag === query.language)) {
    throw invalid('language', `${query.language} is not a language of this project.`);
  }
  if (query.language === project.baseLanguage) {
    throw invalid('language', `${query.language} is the base language; choose a target language.`);
  }
  if (query.groups?.some((id) => !isId(id))) {
    throw invalid('groups', 'groups is a comma list of the ids of this project’s groups.');
  }
  const chosen = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(eq(groups.projectId, project.id), query.groups ? inArray(groups.id, query.groups) : undefined),
    );
  if (query.groups && chosen.length !== new Set(query.groups).size) {
    throw invalid('groups', 'groups is a comma list of the ids of this project’s groups.');
  }
  const state = sql<ExchangeState>`coalesce(${target.state}, 'EMPTY')`;
  const rows =
    chosen.length === 0
      ? []
      : await db
          .select({
            group: groups.name,
            name: translationKeys.name,
            description: translationKeys.description,
            plural: translationKeys.plural,
            baseText: base.text,
            baseForms: base.forms,
            targetText: target.text,
            targetForms: target.forms,
            state,
          })
          .from(translationKeys)
          .innerJoin(groups, eq(groups.id, translationKeys.groupId))
          .leftJoin(base, and(eq(base.keyId, translationKeys.id), eq(base.language, project.baseLanguage)))
          .leftJoin(target, and(eq(target.keyId, translationKeys.id), eq(target.language, query.language)))
          .where(
            and(
              inArray(
                translationKeys.groupId,
                chosen.map((group) => group.id),
              ),
              inArray(state, query.states),
            ),
          )
          .orderBy(asc(sql`${groups.name} collate "C"`), asc(sql`${translationKeys.name} collate "C"`));
  const keys: ExchangeKey[] = rows
    .filter((row) => hasText(row.baseText, row.baseForms))
    .map((row) => {
      const common = { group: row.group, name: row.name, description: row.description, state: row.state };
      const filled = row.state !== 'EMPTY';
      return row.plural
        ? {
            ...common,
            plural: true,
            source: row.baseForms ?? {},
            target: filled ? (row.targetForms ?? {}) : null,
          }
        : {
            ...common,
            plural: false,
            source: row.baseText ?? '',
            target: filled ? (row.targetText ?? '') : null,
          };
    });
  const file = writers[query.format]({
    projectId: project.id,
    sourceLanguage: project.baseLanguage,
    targetLanguage: query.language,
    keys,
  });
  return { file, projectName: project.name, ...exchangeFileTypes[query.format] };
}
