import { CHECK_CODES, CHECK_SEVERITIES, type IssueCode, type IssueSeverity } from '@verba/formats';

/** CheckSetting of the aids contract: a project's rule for one code. */
export interface CheckRule {
  code: IssueCode;
  enabled: boolean;
  severity: IssueSeverity;
}

/** Every code's rule in a project, in the contract's order. */
export type CheckRules = ReadonlyMap<string, CheckRule>;

type StoredSetting = { code: string; enabled: boolean; severity: IssueSeverity | null };

/** The defaults, changed by a project's stored settings. */
export function rulesOf(settings: readonly StoredSetting[]): CheckRules {
  const stored = new Map(settings.map((setting) => [setting.code, setting]));
  return new Map(
    CHECK_CODES.map((code) => {
      const setting = stored.get(code);
      return [
        code,
        { code, enabled: setting?.enabled ?? true, severity: setting?.severity ?? CHECK_SEVERITIES[code] },
      ];
    }),
  );
}

/**
 * The codes an issue filter counts: enabled ones (of one severity when asked), and those of them
 * that are warnings, whose dismissed issues are not counted.
 */
export function countedCodes(
  rules: CheckRules,
  only?: { code?: string | null; severity?: IssueSeverity | null },
) {
  const counted = [...rules.values()].filter(
    (rule) =>
      rule.enabled &&
      (!only?.code || rule.code === only.code) &&
      (!only?.severity || rule.severity === only.severity),
  );
  return {
    codes: counted.map((rule) => rule.code),
    warnings: counted.filter((rule) => rule.severity === 'WARNING').map((rule) => rule.code),
  };
}
