import { CHECK_CODES, CHECK_SEVERITIES, type IssueSeverity, isIssueCode } from '@verba/formats';
import type { MockProject } from '../fixtures.ts';
import type { MockStore } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { permissionsOf } from './teams.ts';

// Checks of aids-contract.md in memory: per-project settings, dismissed warnings (until the text
// changes), the summary and the KeyFilter's issueCode/issueSeverity, refused as the server does.

export interface MockIssue {
  code: string;
  message: string;
  severity: IssueSeverity;
  dismissed: boolean;
}

export interface MockCheckSetting {
  enabled: boolean;
  severity: IssueSeverity;
}

export interface IssueFilter {
  hasIssuesIn?: string | null;
  issueCode?: string | null;
  issueSeverity?: IssueSeverity | null;
}

/** What the workspace lends: a value's issues as the checks find them, and the project's keys. */
export interface CheckDeps {
  rawIssues: (keyId: string, language: string) => { code: string; message: string }[];
  keyIdsOf: (project: MockProject) => string[];
  languagesOf: (project: MockProject) => string[];
}

const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });
const forbidden = () => new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');

export function checkResolvers(store: MockStore, deps: CheckDeps) {
  const ws = store.workspace;
  const settingsOf = (projectId: string) => {
    ws.checkSettings ??= {};
    ws.checkSettings[projectId] ??= {};
    return ws.checkSettings[projectId];
  };
  const ruleOf = (projectId: string, code: string): MockCheckSetting =>
    settingsOf(projectId)[code] ?? {
      enabled: true,
      severity: isIssueCode(code) ? CHECK_SEVERITIES[code] : 'WARNING',
    };
  const dismissedOf = (keyId: string, language: string) => ws.dismissed?.[`${keyId} ${language}`] ?? [];

  /** A value's issues as Translation.issues shows them: enabled checks, the project's severity. */
  const issuesOf = (project: MockProject, keyId: string, language: string): MockIssue[] =>
    deps.rawIssues(keyId, language).flatMap((issue) => {
      const rule = ruleOf(project.id, issue.code);
      if (!rule.enabled) return [];
      const dismissed = rule.severity === 'WARNING' && dismissedOf(keyId, language).includes(issue.code);
      return [{ ...issue, severity: rule.severity, dismissed }];
    });

  const checkCode = (code: string, field: string) => {
    if (!isIssueCode(code)) throw badInput(field, `“${code.slice(0, 50)}” is not a check of Verba.`);
    return code;
  };

  return {
    issuesOf,
    /** KeyFilter's hasIssuesIn with issueCode and issueSeverity; dismissed warnings do not count. */
    matches: (project: MockProject, keyId: string, filter: IssueFilter) => {
      if ((filter.issueCode || filter.issueSeverity) && !filter.hasIssuesIn) {
        throw badInput('hasIssuesIn', 'issueCode and issueSeverity need hasIssuesIn.');
      }
      if (filter.issueCode) checkCode(filter.issueCode, 'issueCode');
      if (!filter.hasIssuesIn) return true;
      return issuesOf(project, keyId, filter.hasIssuesIn).some(
        (issue) =>
          !issue.dismissed &&
          (!filter.issueCode || issue.code === filter.issueCode) &&
          (!filter.issueSeverity || issue.severity === filter.issueSeverity),
      );
    },
    /** A new text drops the value's dismissals. */
    textChanged: (keyId: string, language: string) => {
      if (ws.dismissed) delete ws.dismissed[`${keyId} ${language}`];
    },
    projectFields: (project: MockProject) => ({
      checks: () => CHECK_CODES.map((code) => ({ code, ...ruleOf(project.id, code) })),
      issueSummary: ({ languages }: { languages?: string[] | null }) => {
        const tags = (languages ?? deps.languagesOf(project)).filter((tag) =>
          deps.languagesOf(project).includes(tag),
        );
        const counts = new Map<
          string,
          { language: string; code: string; severity: IssueSeverity; count: number }
        >();
        for (const language of tags) {
          for (const keyId of deps.keyIdsOf(project)) {
            for (const issue of issuesOf(project, keyId, language)) {
              if (issue.dismissed) continue;
              const id = `${language} ${issue.code}`;
              const count = counts.get(id) ?? {
                language,
                code: issue.code,
                severity: issue.severity,
                count: 0,
              };
              count.count += 1;
              counts.set(id, count);
            }
          }
        }
        return [...counts.values()];
      },
    }),
    mutations: {
      updateCheck: (
        {
          projectId,
          code,
          enabled,
          severity,
        }: { projectId: string; code: string; enabled: boolean; severity?: IssueSeverity | null },
        project: MockProject,
      ) => {
        checkCode(code, 'code');
        if (!permissionsOf(project).manageProject) throw forbidden();
        const next = { enabled, severity: severity ?? ruleOf(projectId, code).severity };
        settingsOf(projectId)[code] = next;
        return { code, ...next };
      },
      dismissIssues: (
        { items }: { projectId: string; items: { keyId: string; language: string; code: string }[] },
        project: MockProject,
      ) => {
        if (items.length < 1 || items.length > 1000)
          throw badInput('items', 'Dismiss 1 to 1000 issues at a time.');
        const allowed = permissionsOf(project).dismissLanguages;
        for (const item of items) {
          checkCode(item.code, 'code');
          if (!allowed.includes(item.language)) throw forbidden();
          if (ruleOf(project.id, item.code).severity !== 'WARNING') {
            throw badInput('code', `${item.code} is an error here: fix it, or switch its check off.`);
          }
        }
        let dismissed = 0;
        for (const item of items) {
          const has = deps.rawIssues(item.keyId, item.language).some((issue) => issue.code === item.code);
          const id = `${item.keyId} ${item.language}`;
          const list = dismissedOf(item.keyId, item.language);
          if (!has || list.includes(item.code)) continue;
          ws.dismissed ??= {};
          ws.dismissed[id] = [...list, item.code];
          dismissed += 1;
        }
        return dismissed;
      },
    },
  };
}
