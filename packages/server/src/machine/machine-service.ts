import { type TranslationIssue, translationIssues } from '@verba/formats';
import { and, eq } from 'drizzle-orm';
import { authorize, type TranslationKey } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { projectLanguages, translations } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { badInput } from '../workspace/workspace-rules.ts';
import { type BaseValue, machineSources } from './key-sources.ts';
import { projectMachineGlossary } from './machine-glossary.ts';
import { databaseLedger } from './machine-ledger.ts';
import { type MachineAnswer, translateProtected } from './machine-translate.ts';
import { type MachineProvider, ProviderError, type ProviderName } from './provider.ts';

export interface MachineSuggestion {
  provider: ProviderName;
  text: string | null;
  issues: TranslationIssue[];
  error: string | null;
  /** The owner's plan has no characters left for this call: the answer carries PLAN_LIMIT_REACHED. */
  limitReached: boolean;
}

/** One issue per code, the first one's message kept. */
export function oneIssuePerCode(issues: TranslationIssue[]): TranslationIssue[] {
  const byCode = new Map<string, TranslationIssue>();
  for (const issue of issues) if (!byCode.has(issue.code)) byCode.set(issue.code, issue);
  return [...byCode.values()];
}

/** A key's answers, as the value they would make and its issues against the base. */
export function valueOfAnswers(
  key: { plural: boolean },
  language: string,
  base: BaseValue,
  answers: Map<string, MachineAnswer>,
): { text: string; value: BaseValue; issues: TranslationIssue[] } {
  const marked = [...answers.values()].flatMap((answer) => answer.issues as TranslationIssue[]);
  const value: BaseValue = key.plural
    ? {
        text: null,
        forms: Object.fromEntries([...answers].map(([category, answer]) => [category, answer.text])),
      }
    : { text: answers.get('')?.text ?? '', forms: null };
  const checked = translationIssues(value, { language, plural: key.plural, base });
  return {
    text: key.plural ? JSON.stringify(value.forms) : (value.text ?? ''),
    value,
    issues: oneIssuePerCode([...marked, ...checked]),
  };
}

/** The key's base value, and a refusal unless `language` is one of the project's targets. */
async function baseOf(db: Database, key: TranslationKey, baseLanguage: string, language: string) {
  if (language === baseLanguage)
    throw badInput('language', 'Machine translation writes a target language, not the base.');
  const [target] = await db
    .select({ tag: projectLanguages.tag })
    .from(projectLanguages)
    .where(and(eq(projectLanguages.projectId, key.projectId), eq(projectLanguages.tag, language)));
  if (!target) throw badInput('language', `The project has no language ${language}.`);
  const [row] = await db
    .select({ text: translations.text, forms: translations.forms })
    .from(translations)
    .where(and(eq(translations.keyId, key.id), eq(translations.language, baseLanguage)));
  return row ?? { text: null, forms: null };
}

/**
 * One suggestion per configured provider for a key's value in `language`, asked in parallel,
 * each within its own deadline (`timeoutMs`, retries included). `providers` are the configured
 * ones, in order (machine-providers.ts). Needs the right to write that cell (aids contract). A
 * failure is the suggestion's `error`, never the whole answer's.
 */
export async function machineSuggestions(
  db: Database,
  principal: Principal,
  key: TranslationKey,
  language: string,
  now: Date,
  providers: MachineProvider[],
  timeoutMs: number,
): Promise<MachineSuggestion[]> {
  const { project } = await authorize(db, principal, key.projectId, 'translate', { language });
  const base = await baseOf(db, key, project.baseLanguage, language);
  const sources = machineSources(key.plural, base, language);
  const languages = { from: project.baseLanguage, to: language };
  const glossary =
    sources.size > 0 && providers.some((provider) => provider.usesGlossary)
      ? await projectMachineGlossary(db, key.projectId, language)
      : undefined;
  return Promise.all(
    providers.map(async (provider): Promise<MachineSuggestion> => {
      const failed = (error: string, limitReached = false) => ({
        provider: provider.name,
        text: null,
        issues: [],
        error,
        limitReached,
      });
      if (sources.size === 0) return failed('The base text is empty: there is nothing to translate.');
      try {
        const ledger = databaseLedger(db, { provider: provider.name, ...languages }, project.accountId, now);
        const answers = await translateProtected(
          provider,
          [...sources.values()],
          languages,
          AbortSignal.timeout(timeoutMs),
          ledger,
          glossary,
        );
        const byPart = new Map(
          [...sources.keys()].map((part, index) => [part, answers[index] as MachineAnswer]),
        );
        const { text, issues } = valueOfAnswers(key, language, base, byPart);
        return { provider: provider.name, text, issues, error: null, limitReached: false };
      } catch (error) {
        if (error instanceof ProviderError) return failed(error.message);
        if (error instanceof DomainError && error.code === 'PLAN_LIMIT_REACHED')
          return failed(error.message, true);
        throw error;
      }
    }),
  );
}
