// Pure, so the import thread plans the counters' changes without loading the database code.

/** What one value adds to its group's counters in its language. */
export interface ProgressDelta {
  groupId: string;
  language: string;
  translated: number;
  reviewed: number;
  outdated: number;
}

const isTranslated = (state: string) => (state === 'TRANSLATED' || state === 'REVIEWED' ? 1 : 0);

/** The change to the counters when a value goes from `before` to `after`. */
export function deltaOf(
  groupId: string,
  language: string,
  before: { state: string; outdated: boolean },
  after: { state: string; outdated: boolean },
): ProgressDelta {
  return {
    groupId,
    language,
    translated: isTranslated(after.state) - isTranslated(before.state),
    reviewed: (after.state === 'REVIEWED' ? 1 : 0) - (before.state === 'REVIEWED' ? 1 : 0),
    outdated: Number(after.outdated) - Number(before.outdated),
  };
}
