/** ERROR breaks an app at run time (a release can be gated on it); WARNING is for a person to judge. */
export type IssueSeverity = 'ERROR' | 'WARNING';

/** Every check code with its default severity (aids contract, "Checks"), in the order they are listed. */
export const CHECK_SEVERITIES = {
  PLACEHOLDER_MISSING: 'ERROR',
  PLACEHOLDER_UNKNOWN: 'ERROR',
  SYNTAX: 'ERROR',
  PLURAL_FORM_MISSING: 'ERROR',
  TAG_MISMATCH: 'ERROR',
  LENGTH: 'ERROR',
  SAME_AS_SOURCE: 'WARNING',
  WHITESPACE_EDGES: 'WARNING',
  DOUBLE_SPACE: 'WARNING',
  END_PUNCTUATION: 'WARNING',
  NUMBER_MISMATCH: 'WARNING',
  TERM_MISSING: 'WARNING',
  TERM_FORBIDDEN: 'WARNING',
  TERM_NOT_KEPT: 'WARNING',
} as const satisfies Record<string, IssueSeverity>;

export type IssueCode = keyof typeof CHECK_SEVERITIES;

export const CHECK_CODES = Object.keys(CHECK_SEVERITIES) as IssueCode[];

export const isIssueCode = (code: string): code is IssueCode => Object.hasOwn(CHECK_SEVERITIES, code);
