// Pure, so the import thread adds up what its values bring to the counts without the database code.

/** What a change of one value adds to its project's counts of one language and code. */
export interface IssueDelta {
  language: string;
  code: string;
  total: number;
  dismissed: number;
}

type Issues = { issueCodes: readonly string[]; dismissedCodes: readonly string[] };

const NONE: Issues = { issueCodes: [], dismissedCodes: [] };

/** The change to the counts when a value's issues go from `before` (null: no row) to `after`. */
export function issueDeltasOf(language: string, before: Issues | null, after: Issues): IssueDelta[] {
  const was = before ?? NONE;
  const deltas: IssueDelta[] = [];
  for (const code of new Set([...was.issueCodes, ...after.issueCodes])) {
    const total = Number(after.issueCodes.includes(code)) - Number(was.issueCodes.includes(code));
    const dismissed =
      Number(after.issueCodes.includes(code) && after.dismissedCodes.includes(code)) -
      Number(was.issueCodes.includes(code) && was.dismissedCodes.includes(code));
    if (total !== 0 || dismissed !== 0) deltas.push({ language, code, total, dismissed });
  }
  return deltas;
}

/** Deltas summed per language and code, the zero sums left out. */
export function summedDeltas(deltas: Iterable<IssueDelta>): IssueDelta[] {
  const sums = new Map<string, IssueDelta>();
  for (const delta of deltas) {
    const id = `${delta.language} ${delta.code}`;
    const sum = sums.get(id) ?? { language: delta.language, code: delta.code, total: 0, dismissed: 0 };
    sum.total += delta.total;
    sum.dismissed += delta.dismissed;
    sums.set(id, sum);
  }
  return [...sums.values()].filter((sum) => sum.total !== 0 || sum.dismissed !== 0);
}
