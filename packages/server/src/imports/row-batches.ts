/**
 * Rows per statement: enough to keep round trips few, few enough that one statement, on the embedded
 * database a step of its own (apply-steps.ts), holds other calls back a fraction of a second. A key
 * costs several values' time (its texts' trigram indexes), so a statement takes fewer of them.
 */
export const rowsPerStatement = { keys: 1000, values: 2500 } as const;

export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    yield items.slice(start, start + size);
  }
}
